import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { demoList } from './testing/demoList';
import { loadListDataTable } from './useListDataTable';

// Runs before PrimeReact's DataTable has loaded in this file's module registry (see ListTableArrival.test.tsx).
beforeEach(() => i18n.changeLanguage('de'));

const { DemoListTable } = demoList('pressDemo');

it('keeps the first rows under a press until its click has fired, so that a tap that brought the DataTable opens its row', async () => {
  const opened: number[] = [];
  render(
    <Provider store={createPortalStore()}>
      <DemoListTable onRowClick={(row) => opened.push(row.ID)} />
    </Provider>,
  );
  const firstRows = document.querySelector('[data-first-rows]') as HTMLElement;
  const cell = within(firstRows).getAllByRole('row')[1].querySelector('td') as HTMLElement;
  fireEvent.pointerOver(cell);
  fireEvent.pointerDown(cell);
  await act(() => loadListDataTable());
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Loaded, but the finger is still down: the row under it stays.
  expect(document.querySelector('[data-first-rows]')).toBe(firstRows);
  fireEvent.pointerUp(cell);
  fireEvent.click(cell);
  expect(opened).toEqual([1]);
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  expect(screen.getAllByRole('row')).toHaveLength(11);
});
