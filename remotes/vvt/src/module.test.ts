import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared';
import vvtModule from './module';
import manifest from './manifest';

describe('vvt module', () => {
  it('declares its route and sidebar entry with VWS_Select', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission])).toEqual([['/vvt', 'VWS_Select']]);
    expect(manifest.sidebar[0].items.map((item) => item.path)).toEqual(['/vvt']);
  });

  it('has a page for every route of its manifest', () => {
    expect(vvtModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of vvtModule.routes) expect(typeof route.Component).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await vvtModule.init?.();
    expect(i18n.getFixedT('en', 'vvt')('sidebar.home')).toBe('Overview');
    expect(i18n.getFixedT('de', 'vvt')('sidebar.home')).toBe('Übersicht');
  });
});
