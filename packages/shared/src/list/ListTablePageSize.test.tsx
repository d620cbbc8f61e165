import '../api/testing/fetchPolyfill';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { demoList } from './testing/demoList';

// The first test of this file runs before PrimeReact's DataTable has loaded (ListTableArrival.test.tsx).
beforeEach(() => i18n.changeLanguage('de'));

const { list, DemoListTable } = demoList('pageSizeDemo');

it('opens the page size that was pressed before the DataTable was there, once it is', async () => {
  const store = createPortalStore();
  render(
    <Provider store={store}>
      <DemoListTable />
    </Provider>,
  );
  const pageSize = document.querySelector('[data-first-rows] .p-paginator .p-dropdown') as HTMLElement;
  expect(pageSize).not.toBeNull();
  fireEvent.pointerDown(pageSize);
  fireEvent.pointerUp(pageSize);
  fireEvent.click(pageSize);
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  await waitFor(() => expect(document.querySelectorAll('.p-dropdown-item')).toHaveLength(4));
  fireEvent.click(screen.getByRole('option', { name: '25', hidden: true }));
  await waitFor(() => expect(list.select(store.getState())).toMatchObject({ rows: 25 }));
});
