import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import vorfaelleModule, { PAGE_LOADERS } from './module';
import manifest from './manifest';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';

describe('vorfaelle module', () => {
  it('declares its routes (the print one without portal chrome) and its sidebar entry with the module permissions', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission, r.layout])).toEqual([
      ['/vorfaelle', 'VWS_Vorfaelle_View', undefined],
      ['/vorfall', 'VWS_Vorfaelle_View', undefined],
      ['/vorfall-print', 'VWS_Vorfaelle_View', 'print'],
    ]);
    expect(manifest.sidebar[0]?.permission).toBe('VWS_Vorfaelle_Module_Access');
    expect(manifest.dashboardWidget?.source).toBe(VORFAELLE_ENDPOINTS.dashboardWidget.path);
  });

  it('has a page for every route of its manifest', async () => {
    expect(vorfaelleModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of manifest.routes) expect(typeof (await PAGE_LOADERS[route.path]!())).toBe('function');
  });

  it('registers its texts in de and en on init', async () => {
    await vorfaelleModule.init?.();
    expect(i18n.getFixedT('en', 'vorfaelle')('sidebar.section')).toBe('Data breaches');
    expect(i18n.getFixedT('de', 'vorfaelle')('sidebar.section')).toBe('Datenschutzvorfälle');
  });
});
