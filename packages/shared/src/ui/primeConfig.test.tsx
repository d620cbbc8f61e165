import { fireEvent, render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { i18n } from '../i18n';
import { portalPrimeReactOptions } from './primeConfig';

// PrimeReact is patched (patches/README.md): where no pass-through option names a component or
// section, it skips the general lookup. These tests hold both paths: the portal's own options still
// reach their components, and the other parts keep PrimeReact's data-pc attributes.
function renderWithPortalOptions(ui: React.ReactElement) {
  return render(<PrimeReactProvider value={portalPrimeReactOptions()}>{ui}</PrimeReactProvider>);
}

describe('the portal PrimeReact options', () => {
  beforeAll(() => i18n.changeLanguage('de'));

  it('name the dropdown trigger and hide its form copy (global pass-through options by component name)', () => {
    const { container } = renderWithPortalOptions(<Dropdown inputId="choice" value="a" options={['a', 'b']} onChange={() => undefined} />);
    expect(container.querySelector('[data-pc-section="trigger"]')).toHaveAttribute('aria-label', 'Auswahl öffnen');
    const select = container.querySelector('select');
    expect(select).toHaveAttribute('aria-hidden', 'true');
    expect(select).toHaveAttribute('tabindex', '-1');
  });

  it('leave a focused dropdown’s root without an active descendant (a div without a role, the option not shown)', () => {
    const { container } = renderWithPortalOptions(<Dropdown inputId="choice" value="a" options={['a', 'b']} onChange={() => undefined} />);
    fireEvent.focus(container.querySelector('#choice') as HTMLElement);
    const root = container.querySelector('[data-pc-name="dropdown"]');
    expect(root).toHaveAttribute('data-p-focus', 'true');
    expect(root).not.toHaveAttribute('aria-activedescendant');
  });

  it('take the checkbox role off the switch wrapper only', () => {
    const { container } = renderWithPortalOptions(<InputSwitch inputId="flag" checked onChange={() => undefined} />);
    const root = container.querySelector('[data-pc-name="inputswitch"]');
    expect(root).not.toHaveAttribute('role');
    expect(root).not.toHaveAttribute('aria-checked');
    expect(container.querySelector('input')).toHaveAttribute('role', 'switch');
  });

  it('leave a table its data-pc attributes, and a pass-through option of the table itself applies', () => {
    const rows = [{ id: 1, name: 'Lohnabrechnung' }];
    const { container } = renderWithPortalOptions(
      <DataTable value={rows} dataKey="id" pt={{ root: { 'data-testid': 'table-root' } as object, bodyRow: { className: 'own-row' } }}>
        <Column field="name" header="Name" pt={{ bodyCell: { className: 'own-cell' } }} />
        <Column field="id" header="Nummer" />
      </DataTable>,
    );
    const root = container.querySelector('[data-testid="table-root"]');
    expect(root).toHaveAttribute('data-pc-name', 'datatable');
    expect(root).toHaveAttribute('data-pc-section', 'root');
    expect(container.querySelector('tbody tr')).toHaveClass('own-row');
    const cells = container.querySelectorAll('tbody td');
    expect(cells).toHaveLength(2);
    expect(cells[0]).toHaveClass('own-cell');
    expect(cells[0]).toHaveAttribute('data-pc-section', 'bodycell');
    expect(cells[1]).not.toHaveClass('own-cell');
    expect(cells[1]).toHaveAttribute('data-pc-section', 'bodycell');
    expect(container.querySelector('th')).toHaveAttribute('data-pc-section', 'headercell');
  });
});
