import '../api/testing/fetchPolyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { ariaLabel } from 'primereact/api';
import { i18n } from '../i18n';
import { demoList } from './testing/demoList';

// Runs before PrimeReact's DataTable has loaded in this file's module registry (see ListTableArrival.test.tsx).
// The DataTable's name for its page size, in PrimeReact's language (the portal sets it; here its default).
const PAGE_SIZE_LABEL = ariaLabel('rowsPerPageLabel', {});
beforeEach(() => i18n.changeLanguage('en'));

const { list, DemoListTable } = demoList('pageSizeKeysDemo');

it('opens the page size by keyboard before the DataTable is there: Enter on it opens the DataTable’s dropdown once it comes', async () => {
  const store = createPortalStore();
  render(
    <Provider store={store}>
      <DemoListTable />
    </Provider>,
  );
  const firstRows = document.querySelector('[data-first-rows]') as HTMLElement;
  // The first rows' page size is in the keyboard's order, named as the DataTable's.
  const pageSize = screen.getByRole('textbox', { name: PAGE_SIZE_LABEL });
  expect(firstRows).toContainElement(pageSize);
  expect(pageSize).toHaveValue('10');
  // Focus and Enter in one go, before the DataTable has loaded.
  act(() => pageSize.focus());
  fireEvent.keyDown(pageSize, { key: 'Enter' });
  expect(pageSize).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  await waitFor(() => expect(document.querySelectorAll('.p-dropdown-item')).toHaveLength(4));
  // The focus went along to the DataTable's page size, where the keyboard goes on.
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: PAGE_SIZE_LABEL }));
  expect(document.activeElement?.closest('.p-paginator')).not.toBeNull();
  fireEvent.click(screen.getByRole('option', { name: '25', hidden: true }));
  await waitFor(() => expect(list.select(store.getState())).toMatchObject({ rows: 25 }));
});
