import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { createListSlice, type ListState } from './listSlice';
import { ListTable, type ListColumn } from './ListTable';

// Before PrimeReact's DataTable takes the first rows' place. Each test needs a module registry in
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

it('chooses rows with the first rows’ checkboxes, and the DataTable keeps the choice when the user reaches for the table', async () => {
  render(
    <Provider store={createPortalStore()}>
      <Selectable />
    </Provider>,
  );
  const firstRows = document.querySelector('[data-first-rows]') as HTMLElement;
  expect(firstRows).not.toBeNull();
  // Named as the DataTable names them, in PrimeReact's language (the portal sets it; here its default).
  const boxes = () => screen.getAllByRole('checkbox');
  expect(boxes()[2]).toHaveAccessibleName('Row Selected 2');
  fireEvent.click(boxes()[2]);
  expect(boxes()[2]).toBeChecked();
  expect(boxes()[2]).toHaveAccessibleName('Row Unselected 2');
  expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
  // The header's box chooses the page's rows, and none once all of them are chosen.
  fireEvent.click(boxes()[0]);
  expect(boxes().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(11);
  fireEvent.click(boxes()[0]);
  expect(boxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
  fireEvent.click(boxes()[3]);
  // Still the first rows: a list with checkboxes needs no DataTable for them.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelector('[data-first-rows]')).not.toBeNull();

  // The keyboard on a checkbox brings the DataTable; the choice and the focus stay.
  act(() => boxes()[3].focus());
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  expect(boxes()[3]).toBeChecked();
  expect(boxes().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
  await waitFor(() => expect(document.activeElement).toBe(boxes()[3]));
});
