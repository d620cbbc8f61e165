import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { api, changeLanguage, i18n } from '@vws/shared/core';
import datenweitergabenModule, { PAGE_LOADERS } from './module';
import manifest from './manifest';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { missingWidgetTexts } from '@vws/shared/testing';
import de from './i18n/de.json';
import en from './i18n/en.json';

describe('datenweitergaben module', () => {
  it('declares the routes of spec §2 with VWS_Datenweitergaben_View; print and list report are print layouts', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission, r.layout ?? 'main'])).toEqual([
      ['/datenweitergaben', 'VWS_Datenweitergaben_View', 'main'],
      ['/datenweitergabe', 'VWS_Datenweitergaben_View', 'main'],
      ['/datenweitergabe-print', 'VWS_Datenweitergaben_View', 'print'],
      ['/datenweitergaben-list-report', 'VWS_Datenweitergaben_View', 'print'],
    ]);
    expect(manifest.sidebar[0]).toEqual(expect.objectContaining({ permission: 'VWS_Datenweitergaben_Module_Access' }));
  });

  it('has a page for every route, loaded on demand', async () => {
    expect(datenweitergabenModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of manifest.routes) expect(typeof (await PAGE_LOADERS[route.path]!())).toBe('function');
  });

  it('declares its dashboard widget as data: the server answers it, no code of the module loads for it', () => {
    expect(manifest.dashboardWidget).toMatchObject({ source: DW_ENDPOINTS.dashboardWidget.path, titleKey: 'datenweitergaben:widget.title' });
    expect(missingWidgetTexts(manifest, { de, en })).toEqual([]);
    expect(datenweitergabenModule.DashboardWidget).toBeUndefined();
  });

  it('injects its endpoints with the module prefix and registers its texts on init', async () => {
    expect(Object.keys(api.endpoints).filter((n) => n.startsWith('datenweitergaben'))).toEqual(
      expect.arrayContaining(['datenweitergabenList', 'datenweitergabenDetail', 'datenweitergabenUpdate', 'datenweitergabenMappingsSave']),
    );
    await datenweitergabenModule.init?.();
    expect(i18n.getFixedT('de', 'datenweitergaben')('rechtsgrundlage.art28')).toBe('Auftragsverarbeitung (Art. 28 DSGVO)');
    // The English texts load with the switch to English, not with the module: until then German stands in.
    expect(i18n.getFixedT('en', 'datenweitergaben')('rechtsgrundlage.art26')).toBe('Gemeinsame Verantwortlichkeit (Art. 26 DSGVO)');
    await changeLanguage('en');
    expect(i18n.getFixedT('en', 'datenweitergaben')('rechtsgrundlage.art26')).toBe('Joint controllers (Art. 26 GDPR)');
    await changeLanguage('de');
  });
});
