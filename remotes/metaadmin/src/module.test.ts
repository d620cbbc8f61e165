import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { changeLanguage, i18n } from '@vws/shared/core';
import metaadminModule from './module';
import manifest from './manifest';

describe('metaadmin module', () => {
  it('declares /metaadmin with META_Admin_Module_Access outside the customer context, its sidebar item flagged meta-admin', () => {
    expect(manifest.routes).toEqual([
      { path: '/metaadmin', permission: 'META_Admin_Module_Access', requiresCustomer: false, heading: { titleKey: 'home.title', introKey: 'home.intro' } },
    ]);
    expect(manifest.sidebar[0]!.items).toEqual([expect.objectContaining({ path: '/metaadmin', metaAdmin: true, permission: 'META_Admin_Module_Access' })]);
  });

  it('has a page for every route of its manifest', () => {
    expect(metaadminModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of metaadminModule.routes) expect(route.Component).toBeTruthy();
  });

  it('registers its texts on init, the English ones with the switch to English', async () => {
    await metaadminModule.init?.();
    expect(i18n.getFixedT('de', 'metaadmin')('sidebar.home')).toBe('Meta-Administration');
    expect(i18n.getFixedT('en', 'metaadmin')('sidebar.home')).toBe('Meta-Administration');
    await changeLanguage('en');
    expect(i18n.getFixedT('en', 'metaadmin')('sidebar.home')).toBe('Meta administration');
    await changeLanguage('de');
  });
});
