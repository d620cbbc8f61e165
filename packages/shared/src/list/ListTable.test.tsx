import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { createListSlice, type ListState } from './listSlice';
import { columnSortValues, ListTable, useListRows, type ListColumn } from './ListTable';
import { PrevNextNav } from './PrevNextNav';
import { useFilteredList } from './useFilteredList';

beforeEach(() => i18n.changeLanguage('de'));

interface Row {
  ID: number;
  Name: string;
  tags: number[];
}
const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({ ID: i + 1, Name: `Eintrag ${String.fromCharCode(97 + (i % 26))}${i}`, tags: [i % 3] }));
const TAG = ['rot', 'grün', 'blau'];

const table = createListSlice('tableDemo', () => ({ text: '' }), { storeKey: 'table.demo', rows: 10 });
const predicate = (filter: { text: string }) => (row: Row) => row.Name.includes(filter.text);
const columns: ListColumn<Row>[] = [
  { field: 'Name', header: 'Name' },
  { sortKey: 'Tag', sortValue: (row) => TAG[row.tags[0]], header: 'Tag', body: (row) => TAG[row.tags[0]] },
];
const sortValues = columnSortValues(columns);

function Page({ items }: { items: Row[] }) {
  const state = table.useListState() as ListState<{ text: string }>;
  const rows = useFilteredList(items, state.filter, predicate, { field: state.sortField, order: state.sortOrder, sortValues });
  return (
    <ListTable state={state} actions={table.actions} rows={rows} columns={columns} dataKey="ID" loaded emptyMessage="leer" countText="count" ariaLabel="Demo" />
  );
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

/** PrimeReact's DataTable in place of the first rows' table (it loads when the user reaches for the page size). */
async function dataTableLoaded() {
  const pageSize = document.querySelector<HTMLInputElement>('[data-first-rows] .p-paginator .p-dropdown input');
  if (pageSize) act(() => pageSize.focus());
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
}

describe('ListTable', () => {
  it('puts a sort on every column header, with the cycle none → ascending → descending → none', async () => {
    const store = createPortalStore();
    render(
      <Provider store={store}>
        <Page items={ROWS} />
      </Provider>,
    );
    await dataTableLoaded();
    const tag = screen.getByRole('columnheader', { name: /Tag/ });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(tag);
    await waitFor(() => expect(table.select(store.getState())).toMatchObject({ sortField: 'Tag', sortOrder: 1 }));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .every((r) => within(r).getAllByRole('cell')[1].textContent === 'blau'),
    ).toBe(true);
    fireEvent.click(tag);
    await waitFor(() => expect(table.select(store.getState()).sortOrder).toBe(-1));
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[1]).toHaveTextContent('rot');
    fireEvent.click(tag);
    await waitFor(() => expect(table.select(store.getState())).toMatchObject({ sortField: null, sortOrder: 0 }));
    expect(firstCells()[0]).toBe('Eintrag a0');
  });

  it('falls back to page 1 when the page exceeds the total pages', async () => {
    const store = createPortalStore();
    store.dispatch(table.actions.pageChanged({ page: 3, rows: 10 }));
    const { rerender } = render(
      <Provider store={store}>
        <Page items={ROWS} />
      </Provider>,
    );
    expect(firstCells()[0]).toBe('Eintrag u20');
    rerender(
      <Provider store={store}>
        <Page items={ROWS.slice(0, 12)} />
      </Provider>,
    );
    await waitFor(() => expect(table.select(store.getState()).page).toBe(1));
    expect(firstCells()[0]).toBe('Eintrag a0');
  });
});

describe('ListTable count', () => {
  const renderTable = (props: { loaded: boolean; loading?: boolean }) =>
    render(
      <Provider store={createPortalStore()}>
        <ListTable
          state={table.select(createPortalStore().getState()) as ListState<{ text: string }>}
          actions={table.actions}
          rows={props.loaded ? ROWS : []}
          columns={columns}
          dataKey="ID"
          {...props}
          emptyMessage="leer"
          countText="30 Einträge"
          ariaLabel="Demo"
        />
      </Provider>,
    );

  it('says that the list is loading until its first rows arrive, not "0 of 0 entries"', () => {
    renderTable({ loaded: false, loading: true });
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText('30 Einträge')).not.toBeInTheDocument();
  });

  it('shows the count once the rows are there, and when the first load failed', () => {
    renderTable({ loaded: true, loading: true });
    expect(screen.getByText('30 Einträge')).toBeInTheDocument();
    renderTable({ loaded: false, loading: false });
    expect(screen.getAllByText('30 Einträge')).toHaveLength(2);
  });
});

describe('PrevNextNav', () => {
  it('walks the snapshot and disables the ends', () => {
    const onGo = jest.fn();
    const { rerender } = render(<PrevNextNav ids={[4, 8, 15]} currentId={8} onGo={onGo} />);
    expect(screen.getByText('Eintrag 2 von 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Eintrag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Eintrag' }));
    expect(onGo.mock.calls).toEqual([[15], [4]]);
    rerender(<PrevNextNav ids={[4, 8, 15]} currentId={15} onGo={onGo} />);
    expect(screen.getByRole('button', { name: 'Nächster Eintrag' })).toBeDisabled();
  });

  it('shows nothing for a record outside the snapshot', () => {
    const { container } = render(<PrevNextNav ids={[1, 2]} currentId={9} onGo={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ListTable columns (issue 24)', () => {
  const wide: ListColumn<Row>[] = [
    { field: 'Name', header: 'Name' },
    { sortKey: 'Tag', sortValue: (row) => TAG[row.tags[0]], header: 'Tag', body: (row) => TAG[row.tags[0]], priority: 3 },
    { field: 'ID', header: 'Ebene', hidden: true },
  ];
  function Chooser({ loaded = true }: { loaded?: boolean }) {
    const state = table.useListState() as ListState<{ text: string }>;
    return (
      <ListTable
        state={state}
        actions={table.actions}
        rows={loaded ? ROWS : []}
        columns={wide}
        dataKey="ID"
        loaded={loaded}
        emptyMessage="leer"
        countText="count"
        ariaLabel="Demo"
        listId="demo"
      />
    );
  }
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('leaves hidden columns out, drops low-priority ones by width, and remembers the user’s choice', async () => {
    window.localStorage.clear();
    const view = render(
      <Provider store={createPortalStore()}>
        <Chooser />
      </Provider>,
    );
    expect(headers()).toEqual(['Name', 'Tag']);
    expect(screen.getByRole('columnheader', { name: /Tag/ })).toHaveClass('vws-col-p3');
    // The chooser loads after the first rows (ListTable): its place is there at once.
    expect(document.querySelector('.vws-column-chooser-slot')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.vws-column-chooser')).not.toBeNull());
    fireEvent.click(document.querySelector('.vws-column-chooser') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.p-multiselect-item')).not.toBeNull());
    fireEvent.click(document.querySelector('.p-multiselect-item') as HTMLElement);
    await waitFor(() => expect(headers()).toEqual(['Name']));
    view.unmount();
    render(
      <Provider store={createPortalStore()}>
        <Chooser />
      </Provider>,
    );
    expect(headers()).toEqual(['Name']);
    expect(JSON.parse(window.localStorage.getItem('vws.columns.anonymous.demo') ?? 'null')).toEqual([]);
  });

  it('loads the column chooser only once the first rows are there, keeping its place until then', async () => {
    window.localStorage.clear();
    const store = createPortalStore();
    const view = render(
      <Provider store={store}>
        <Chooser loaded={false} />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('.vws-column-chooser-slot')).not.toBeNull();
    expect(document.querySelector('.vws-column-chooser')).toBeNull();
    view.rerender(
      <Provider store={store}>
        <Chooser />
      </Provider>,
    );
    await waitFor(() => expect(document.querySelector('.vws-column-chooser')).not.toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(11); // the header and a page of 10
  });
});

describe('ListTable selection', () => {
  function Selectable() {
    const state = table.useListState() as ListState<{ text: string }>;
    return (
      <ListTable
        state={state}
        actions={table.actions}
        rows={ROWS}
        columns={[{ field: 'Name', header: 'Name' }]}
        dataKey="ID"
        loaded
        emptyMessage="leer"
        countText="count"
        ariaLabel="Demo"
        listId="demo-select"
        selection={[]}
        onSelectionChange={() => undefined}
      />
    );
  }

  it('offers one named native checkbox per row and for all rows, none wrapped in another checkbox role', () => {
    render(
      <Provider store={createPortalStore()}>
        <Selectable />
      </Provider>,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.tagName).toBe('INPUT');
      expect(box).toHaveAccessibleName();
    }
  });
});

describe('ListTable action column', () => {
  const withActions: ListColumn<Row>[] = [
    { field: 'Name', header: 'Name' },
    { actionKey: 'open', body: (row) => <button type="button">{`Öffnen ${row.ID}`}</button> },
  ];
  function Actions() {
    const state = table.useListState() as ListState<{ text: string }>;
    const rows = useListRows(ROWS, state, withActions);
    return (
      <ListTable
        state={state}
        actions={table.actions}
        rows={rows}
        columns={withActions}
        dataKey="ID"
        loaded
        emptyMessage="leer"
        countText="count"
        ariaLabel="Demo"
      />
    );
  }

  it('is headed "Aktionen", shows each row’s buttons and cannot be sorted', () => {
    render(
      <Provider store={createPortalStore()}>
        <Actions />
      </Provider>,
    );
    const header = screen.getByRole('columnheader', { name: 'Aktionen' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'Öffnen 1' })).toBeInTheDocument();
  });
});
