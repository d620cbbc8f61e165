/** @vws/shared/testing: what a module's tests need (never imported by production code). */
export { renderPage, stopFakeServer, definePageRenderer, type RenderPageOptions } from './renderPage';
export { missingWidgetTexts } from './widgetTexts';
export { startFakeServer, type FakeHandler, type FakeRequest, type FakeServer } from '../api/testing/fakeServer';
export { undeclaredContracts } from './contracts';
/**
 * Loads a list's DataTable before a test renders lists (call in beforeAll): in the portal the first
 * list of a page shows its first rows before PrimeReact's DataTable has loaded (FirstRowsTable) and
 * every later one the DataTable at once; a list page's tests work with the DataTable from the start.
 */
export { loadListDataTable as preloadListDataTable } from '../list/useListDataTable';
/**
 * Loads the list filters' Dropdown and MultiSelect before a test renders a filter (call in
 * beforeAll): in the portal they load after the list's first rows, drawn closed until then.
 */
export { loadFilterSelects as preloadFilterSelects } from '../list/FilterSelects';
