import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { demoList } from './testing/demoList';
import { loadListDataTable } from './useListDataTable';

// Before PrimeReact's DataTable takes the first rows' place. Each test needs a module registry in
// which it has not loaded yet (once loaded, every list renders it at once), so each is the first
// of its kind: this file holds the list with checkboxes, ListTablePageSize.test.tsx the page size by
// pointer, ListTablePageSizeKeys.test.tsx by keyboard.
beforeEach(() => i18n.changeLanguage('de'));

const { DemoListTable } = demoList('arrivalDemo');

it('chooses rows with the first rows’ checkboxes before the DataTable is there, and the DataTable keeps the choice', async () => {
  render(
    <Provider store={createPortalStore()}>
      <DemoListTable selectable />
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

  // Loaded (for this list or another one on the page), the DataTable takes their place with the
  // choice, and a focused checkbox keeps the focus.
  act(() => boxes()[3].focus());
  await act(() => loadListDataTable());
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  expect(boxes()[3]).toBeChecked();
  expect(boxes().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
  await waitFor(() => expect(document.activeElement).toBe(boxes()[3]));
});
