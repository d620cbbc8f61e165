import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import betroffenenanfragenModule, { PAGE_LOADERS } from './module';
import manifest from './manifest';

describe('betroffenenanfragen module', () => {
  it('declares its routes (the letter without portal chrome) and its sidebar entry with the module permissions', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission, r.layout])).toEqual([
      ['/betroffenenanfragen', 'VWS_Betroffenenanfragen_View', undefined],
      ['/betroffenenanfrage', 'VWS_Betroffenenanfragen_View', undefined],
      ['/betroffenenanfrage-print', 'VWS_Betroffenenanfragen_View', 'print'],
    ]);
    expect(manifest.sidebar[0]?.permission).toBe('VWS_Betroffenenanfragen_Module_Access');
  });

  it('has a page for every route of its manifest', async () => {
    expect(betroffenenanfragenModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of manifest.routes) expect(typeof (await PAGE_LOADERS[route.path]!())).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await betroffenenanfragenModule.init?.();
    expect(i18n.getFixedT('en', 'betroffenenanfragen')('sidebar.section')).toBe('Data-subject requests');
    expect(i18n.getFixedT('de', 'betroffenenanfragen')('sidebar.section')).toBe('Betroffenenanfragen');
  });
});
