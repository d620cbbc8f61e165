import '../api/testing/fetchPolyfill';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { createListSlice, type ListState } from './listSlice';
import { ListTable, type ListColumn } from './ListTable';

// When PrimeReact's DataTable takes the first rows' place. Each test needs a module registry in
// which it has not loaded yet (once loaded, every list renders it at once), so each is the first
// of its kind: this file holds the list with checkboxes, ListTablePageSize.test.tsx the page size.
beforeEach(() => i18n.changeLanguage('de'));

interface Row {
  ID: number;
  Name: string;
}
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ ID: i + 1, Name: `Eintrag ${i + 1}` }));
const list = createListSlice('arrivalDemo', () => ({}), { storeKey: 'arrival.demo', rows: 10 });
const COLUMNS: ListColumn<Row>[] = [{ field: 'Name', header: 'Name' }];

function Selectable() {
  const state = list.useListState() as ListState<unknown>;
  const [selected, setSelected] = useState<Row[]>([]);
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
      selection={selected}
      onSelectionChange={setSelected}
    />
  );
}

it('brings the DataTable after the first rows of a list with checkboxes, without waiting for the user', async () => {
  render(
    <Provider store={createPortalStore()}>
      <Selectable />
    </Provider>,
  );
  expect(document.querySelector('[data-first-rows]')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  // The checkboxes act: one chosen row.
  fireEvent.click(screen.getAllByRole('checkbox')[1]);
  await waitFor(() => expect(screen.getAllByRole('checkbox')[1]).toBeChecked());
});
