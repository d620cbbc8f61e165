import { render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';

// PrimeReact is patched (patches/README.md) so that a component renders once when it mounts, not a
// second time right after: useStyle keeps whether its style is in the document in a ref, and the
// DataTable sets its filters state at mount only when it filters. Styles and filters still work.
const ROWS = [
  { id: 1, name: 'Lohnabrechnung' },
  { id: 2, name: 'Bewerbermanagement' },
];

/** How often a component rendered when it mounted, in renders: its root's pass-through option is asked once a render. */
function rendersAtMount(renderWith: (root: () => object) => React.ReactElement): number {
  let asked = 0;
  const root = () => {
    asked += 1;
    return {};
  };
  const { rerender } = render(renderWith(root));
  const atMount = asked;
  rerender(renderWith(root));
  return atMount / (asked - atMount);
}

describe('PrimeReact patched to render once at mount', () => {
  it('renders an input once when it mounts', () => {
    expect(rendersAtMount((root) => <InputText aria-label="Bezeichnung" pt={{ root }} />)).toBe(1);
  });

  it('renders a table once when it mounts, with its styles in the document', () => {
    const renders = rendersAtMount((root) => (
      <DataTable value={ROWS} dataKey="id" pt={{ root }}>
        <Column field="name" header="Bezeichnung" />
      </DataTable>
    ));
    expect(renders).toBe(1);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(document.head.querySelector('style[data-primereact-style-id="datatable"]')?.textContent).toContain('.p-datatable');
  });

  it('still filters a table that has filters', () => {
    render(
      <DataTable value={ROWS} dataKey="id" filters={{ name: { value: 'Bewerber', matchMode: 'contains' } }}>
        <Column field="name" header="Bezeichnung" filter />
      </DataTable>,
    );
    expect(screen.getByText('Bewerbermanagement')).toBeInTheDocument();
    expect(screen.queryByText('Lohnabrechnung')).toBeNull();
  });
});
