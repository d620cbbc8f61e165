import '../api/testing/fetchPolyfill';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ariaLabel } from 'primereact/api';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { demoList } from './testing/demoList';

// Runs before PrimeReact's DataTable has loaded in this file's module registry (see ListTableArrival.test.tsx).
beforeEach(() => i18n.changeLanguage('de'));

const { DemoListTable } = demoList('handOverDemo', [
  { field: 'Name', header: 'Name' },
  { field: 'ID', header: 'Nummer', priority: 2 },
]);

it('hands the focus to the DataTable’s page size although the column chooser above the table comes a moment later there', async () => {
  render(
    <Provider store={createPortalStore()}>
      <DemoListTable listId="handOverDemo" />
    </Provider>,
  );
  const firstRows = document.querySelector('[data-first-rows]') as HTMLElement;
  // The column chooser has come above the first rows (it loads once they are shown).
  await waitFor(() => expect(firstRows.querySelector('.p-datatable-header .p-multiselect')).not.toBeNull());
  const pageSize = () => screen.getByRole('textbox', { name: ariaLabel('rowsPerPageLabel', {}) });
  act(() => pageSize().focus());
  await waitFor(() => expect(document.querySelector('[data-first-rows]')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(pageSize()));
  expect(document.activeElement?.closest('.p-paginator')).not.toBeNull();
});
