import '../api/testing/fetchPolyfill';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { createListSlice, type ListState } from './listSlice';
import { ListTable, type ListColumn } from './ListTable';

// The first test of this file runs before PrimeReact's DataTable has loaded (ListTableArrival.test.tsx).
beforeEach(() => i18n.changeLanguage('de'));

interface Row {
  ID: number;
  Name: string;
}
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ ID: i + 1, Name: `Eintrag ${i + 1}` }));
const list = createListSlice('pageSizeDemo', () => ({}), { storeKey: 'page.size.demo', rows: 10 });
const COLUMNS: ListColumn<Row>[] = [{ field: 'Name', header: 'Name' }];

function Page() {
  const state = list.useListState() as ListState<unknown>;
  return (
    <ListTable
      state={state}
      actions={list.actions}
      rows={ROWS}
      columns={COLUMNS}
      dataKey="ID"
      loaded
      emptyMessage="leer"
      countText="1 bis 10 von 12"
      ariaLabel="Demo"
    />
  );
}

it('opens the page size that was pressed before the DataTable was there, once it is', async () => {
  const store = createPortalStore();
  render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  const pageSize = document.querySelector('[data-first-rows] .p-paginator .p-dropdown') as HTMLElement;
  expect(pageSize).not.toBeNull();
  fireEvent.pointerDown(pageSize);
  fireEvent.click(pageSize);
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  await waitFor(() => expect(document.querySelectorAll('.p-dropdown-item')).toHaveLength(4));
  fireEvent.click(screen.getByRole('option', { name: '25', hidden: true }));
  await waitFor(() => expect(list.select(store.getState())).toMatchObject({ rows: 25 }));
});
