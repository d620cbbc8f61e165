import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { ariaLabel } from 'primereact/api';
import { i18n } from '../i18n';
import { FirstRowsTable } from './FirstRowsTable';
import ListDataTable from './ListDataTable';
import type { ListColumn } from './ListTable';
import { DEMO_ROWS, demoList, type DemoRow } from './testing/demoList';
import type { ListTableView } from './listTableView';

// The DataTable's name for its page size, in PrimeReact's language (the portal sets it; here its default).
const PAGE_SIZE_LABEL = ariaLabel('rowsPerPageLabel', {});
beforeEach(() => i18n.changeLanguage('de'));

const ROWS = DEMO_ROWS;
const COLUMNS: ListColumn<DemoRow>[] = [
  { field: 'Name', header: 'Name' },
  { field: 'ID', header: 'Nummer', priority: 2 },
  { actionKey: 'open', body: (row) => <button type="button">Öffnen {row.ID}</button> },
];
const { list, DemoListTable: Page } = demoList('firstRowsDemo', COLUMNS);

const cellTexts = () => screen.getAllByRole('row', { hidden: true }).map((row) => row.textContent);

// First in this file: PrimeReact's DataTable has not been loaded in this module registry yet.
it('shows a list’s first rows before PrimeReact’s DataTable has loaded, acting as it will, and then the DataTable with the same rows', async () => {
  const store = createPortalStore();
  const opened: unknown[] = [];
  render(
    <Provider store={store}>
      <Page onRowClick={(row) => opened.push(row.ID)} />
    </Provider>,
  );
  const firstRows = document.querySelector('[data-first-rows]') as HTMLElement;
  expect(firstRows).not.toBeNull();
  expect(firstRows).not.toHaveAttribute('inert');
  // Not busy: its rows are there and act.
  expect(firstRows).not.toHaveAttribute('aria-busy');
  const before = cellTexts();
  expect(before).toHaveLength(11);
  expect(before[1]).toContain('Eintrag 1');
  expect(within(firstRows).getByText('1 bis 10 von 12')).toBeInTheDocument();

  // Before the DataTable is there, a click does what it will do there: sort, page, open.
  const header = within(firstRows).getByRole('columnheader', { name: 'Name' });
  fireEvent.click(header);
  expect(list.select(store.getState())).toMatchObject({ sortField: 'Name', sortOrder: 1 });
  fireEvent.keyDown(within(firstRows).getByRole('columnheader', { name: 'Name' }), { key: 'Enter' });
  expect(list.select(store.getState())).toMatchObject({ sortField: 'Name', sortOrder: -1 });
  fireEvent.click(within(firstRows).getByRole('button', { name: 'Page 2' }));
  expect(list.select(store.getState())).toMatchObject({ page: 2, rows: 10 });
  fireEvent.click(within(firstRows).getAllByRole('row')[1].querySelector('td') as HTMLElement);
  expect(opened).toHaveLength(1);
  // A button in a cell does its own job; it does not open the row.
  fireEvent.click(within(firstRows).getAllByRole('button', { name: /^Öffnen/ })[0]);
  expect(opened).toHaveLength(1);
  const shown = cellTexts();
  // All of that without the DataTable: it has not even been asked for.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelector('[data-first-rows]')).toBe(firstRows);

  // The keyboard comes to the page size, which only the DataTable's dropdown can change: it loads and
  // takes the table's place, with the focus on its own page size.
  const pageSize = within(firstRows).getByRole('textbox', { name: PAGE_SIZE_LABEL });
  act(() => pageSize.focus());
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  expect(cellTexts()).toEqual(shown);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: PAGE_SIZE_LABEL })));
  expect(document.activeElement?.closest('.p-paginator .p-dropdown')).not.toBeNull();
  expect(screen.getAllByRole('button', { name: /^Öffnen/ }).length).toBeGreaterThan(0);
});

/** Each element of the table's markup as tag, classes (sorted) and own text: what the theme styles. */
function markup(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.closest('.p-hidden-accessible') && !(element.closest('svg') && element.tagName !== 'svg'))
    .map((element) => {
      const classes = [...element.classList].sort().join('.');
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      const style = element.getAttribute('style') ?? '';
      return `${element.tagName.toLowerCase()}.${classes}${style ? ` [${style}]` : ''}${ownText ? ` "${ownText}"` : ''}`;
    });
}

function view(overrides: Partial<ListTableView>): ListTableView {
  return {
    ariaLabel: 'Demo',
    dataKey: 'ID',
    rows: ROWS.slice(10, 12) as unknown as Record<string, unknown>[],
    first: 10,
    pageSize: 10,
    totalRecords: 12,
    sortField: 'Name',
    sortOrder: 1,
    busy: false,
    waiting: false,
    countReport: '11 bis 12 von 12',
    emptyMessage: 'leer',
    columns: [
      { key: 'Name', header: 'Name', field: 'Name', sortable: true, headerClassName: 'vws-col-p2', bodyClassName: 'vws-col-p2', style: { width: '10rem' } },
      { key: 'ID', header: 'Nummer', field: 'ID', sortable: true },
      { key: 'open', header: 'Aktionen', sortable: false, body: (row) => `Öffnen ${String(row.ID)}` },
    ],
    selectable: false,
    clickable: true,
    header: <div className="vws-column-chooser-slot" />,
    ...overrides,
  };
}

const noop = () => undefined;

/** The DataTable's markup, and PrimeReact's DataTable in the first rows' place once it has settled. */
async function bothTables(shown: ListTableView, selection: Record<string, unknown>[] = []) {
  const first = render(<FirstRowsTable view={shown} onPage={noop} onSort={noop} onRowClick={noop} selection={selection} onSelectionChange={noop} />);
  const firstMarkup = markup(first.container);
  first.unmount();
  const table = render(<ListDataTable id="demo" view={shown} onPage={noop} onSort={noop} onRowClick={noop} selection={selection} onSelectionChange={noop} />);
  await waitFor(() => expect(table.container.querySelector('.p-paginator-current')).not.toBeNull());
  return { firstMarkup, dataTableMarkup: markup(table.container) };
}

// DataTable's own markup is what the theme and list.css style: the first rows' table must match it
// element for element, or the page moves when the DataTable takes its place (and after a PrimeReact
// update this says where they part).
describe('FirstRowsTable draws DataTable’s markup', () => {
  it.each([
    ['a sorted page with a header, a style and an actions column', view({})],
    [
      'descending, selectable rows on the first page',
      view({ sortOrder: -1, selectable: true, first: 0, rows: ROWS.slice(0, 10) as never, countReport: '1 bis 10 von 12' }),
    ],
    [
      'a list still loading',
      view({
        rows: [],
        busy: true,
        waiting: true,
        first: 0,
        totalRecords: 0,
        emptyMessage: ' ',
        countReport: 'Wird geladen …',
        header: undefined,
        sortField: null,
        sortOrder: 0,
      }),
    ],
    ['an empty list', view({ rows: [], first: 0, totalRecords: 0, emptyMessage: 'Keine Einträge' })],
    ['selectable rows, one of them chosen', view({ selectable: true }), [ROWS[10]]],
    ['selectable rows, all of the page chosen', view({ selectable: true }), ROWS.slice(9, 12)],
  ])('%s', async (_name, shown, selection: DemoRow[] = []) => {
    const { firstMarkup, dataTableMarkup } = await bothTables(shown, selection as unknown as Record<string, unknown>[]);
    expect(firstMarkup.map((line) => line.replace('.vws-first-rows', ''))).toEqual(dataTableMarkup);
  });
});
