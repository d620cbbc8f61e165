import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import vorfaelleModule from './module';
import manifest from './manifest';

describe('vorfaelle module', () => {
  it('declares its route and sidebar entry with VWS_Select', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission])).toEqual([['/vorfaelle', 'VWS_Select']]);
    expect(manifest.sidebar[0].items.map((item) => item.path)).toEqual(['/vorfaelle']);
  });

  it('has a page for every route of its manifest', () => {
    expect(vorfaelleModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of vorfaelleModule.routes) expect(typeof route.Component).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await vorfaelleModule.init?.();
    expect(i18n.getFixedT('en', 'vorfaelle')('sidebar.home')).toBe('Overview');
    expect(i18n.getFixedT('de', 'vorfaelle')('sidebar.home')).toBe('Übersicht');
  });
});
