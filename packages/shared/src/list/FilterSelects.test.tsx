import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDropdown, FilterMultiSelect } from './FilterSelects';
import { markFirstRowsShown } from './firstRowsShown';

const OPTIONS = [
  { value: 'a', label: 'Auftragsverarbeitung' },
  { value: 'b', label: 'Gemeinsame Verantwortung' },
  { value: 'c', label: 'Übermittlung' },
];

/** PrimeReact's own components carry data-pc-name; the closed ones drawn before them do not. */
const isLoaded = (inputId: string) => document.getElementById(inputId)?.closest('[data-pc-name]') !== null;

function Labelled({ children, inputId }: { children: React.ReactNode; inputId: string }) {
  return (
    <>
      <label htmlFor={inputId}>Filter</label>
      {children}
    </>
  );
}

// The order matters: the selects load once per page, as in the portal.
describe('a list filter select before and after PrimeReact has loaded it', () => {
  it('draws closed until the first rows are shown; a chip already removes its choice', async () => {
    const onChange = jest.fn();
    render(<FilterMultiSelect inputId="groups" value={['a', 'c']} options={OPTIONS} onChange={onChange} placeholder="Alle" />);
    expect(isLoaded('groups')).toBe(false);
    expect(screen.getByText('Auftragsverarbeitung')).toBeInTheDocument();
    await userEvent.click(document.querySelectorAll('.p-multiselect-token-icon')[1]);
    expect(onChange).toHaveBeenCalledWith(['a']);
    expect(isLoaded('groups')).toBe(false);
  });

  it('loads at once when the user reaches for it, and opens when loaded', async () => {
    const onChange = jest.fn();
    render(
      <Labelled inputId="legal">
        <FilterMultiSelect inputId="legal" value={[]} options={OPTIONS} onChange={onChange} placeholder="Alle" />
      </Labelled>,
    );
    await userEvent.click(screen.getByText('Alle'));
    await waitFor(() => expect(isLoaded('legal')).toBe(true));
    await waitFor(() => expect(document.querySelectorAll('.p-multiselect-item')).toHaveLength(3));
    await userEvent.click(screen.getByText('Übermittlung'));
    expect(onChange).toHaveBeenCalledWith(['c']);
  });

  it('opens by keyboard too, and a focused one keeps the focus when the loaded one takes its place', async () => {
    const onChange = jest.fn();
    render(
      <Labelled inputId="country">
        <FilterDropdown inputId="country" value="a" options={OPTIONS} onChange={onChange} />
      </Labelled>,
    );
    expect(isLoaded('country')).toBe(false);
    await userEvent.click(screen.getByText('Filter'));
    expect(document.activeElement).toBe(document.getElementById('country'));
    expect(document.querySelector('.p-dropdown')).toHaveClass('p-focus');
    act(() => markFirstRowsShown());
    await waitFor(() => expect(isLoaded('country')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('country')));
    expect(document.querySelector('.p-dropdown')).toHaveClass('p-focus');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelectorAll('.p-dropdown-item')).toHaveLength(3));
  });

  it('renders the loaded control at once on later lists', () => {
    render(<FilterMultiSelect inputId="later" value={[]} options={OPTIONS} onChange={jest.fn()} />);
    expect(isLoaded('later')).toBe(true);
  });
});
