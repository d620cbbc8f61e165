import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import betroffenenanfragenModule from './module';
import manifest from './manifest';

describe('betroffenenanfragen module', () => {
  it('declares its route and sidebar entry with VWS_Select', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission])).toEqual([['/betroffenenanfragen', 'VWS_Select']]);
    expect(manifest.sidebar[0].items.map((item) => item.path)).toEqual(['/betroffenenanfragen']);
  });

  it('has a page for every route of its manifest', () => {
    expect(betroffenenanfragenModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of betroffenenanfragenModule.routes) expect(typeof route.Component).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await betroffenenanfragenModule.init?.();
    expect(i18n.getFixedT('en', 'betroffenenanfragen')('sidebar.home')).toBe('Overview');
    expect(i18n.getFixedT('de', 'betroffenenanfragen')('sidebar.home')).toBe('Übersicht');
  });
});
