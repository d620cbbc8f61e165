import { fireEvent, render, screen } from '@testing-library/react';
import { locale } from 'primereact/api';
import { Paginator } from 'primereact/paginator';
import { registerPrimeLocales } from './primeLocale';

// PrimeReact's paginator is patched (patches/README.md): its InputNumber loads when a
// JumpToPageInput is shown, not with every paginator. Both kinds of paginator still work.
describe('the patched paginator', () => {
  it('shows the jump-to-page input with the current page once it has loaded', async () => {
    const onPageChange = jest.fn();
    render(<Paginator first={20} rows={10} totalRecords={50} template="PrevPageLink JumpToPageInput NextPageLink" onPageChange={onPageChange} />);
    expect(await screen.findByRole('spinbutton', { name: 'Jump to Page Input' })).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onPageChange).toHaveBeenCalledWith(expect.objectContaining({ first: 30, page: 3 }));
  });

  it('renders a paginator without that input at once', () => {
    render(<Paginator first={10} rows={10} totalRecords={50} template="PrevPageLink PageLinks NextPageLink CurrentPageReport" />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('names the page size as what it is, in the UI’s language', () => {
    registerPrimeLocales();
    const template = 'PageLinks RowsPerPageDropdown';
    try {
      locale('de');
      const german = render(<Paginator first={0} rows={10} totalRecords={50} rowsPerPageOptions={[10, 25]} template={template} />);
      expect(screen.getByRole('textbox', { name: 'Zeilen pro Seite' })).toHaveValue('10');
      german.unmount();
      locale('en-portal');
      render(<Paginator first={0} rows={10} totalRecords={50} rowsPerPageOptions={[10, 25]} template={template} />);
      expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('10');
    } finally {
      locale('en');
    }
  });
});
