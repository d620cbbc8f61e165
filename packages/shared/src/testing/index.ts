/** @vws/shared/testing: what a module's tests need (never imported by production code). */
export { renderPage, stopFakeServer, definePageRenderer, type RenderPageOptions } from './renderPage';
export { missingWidgetTexts } from './widgetTexts';
export { startFakeServer, type FakeHandler, type FakeRequest, type FakeServer } from '../api/testing/fakeServer';
export { undeclaredContracts } from './contracts';
