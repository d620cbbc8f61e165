import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { api, changeLanguage, i18n } from '@vws/shared/core';
import vvtModule, { PAGE_LOADERS } from './module';
import manifest from './manifest';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { missingWidgetTexts } from '@vws/shared/testing';
import de from './i18n/de.json';
import en from './i18n/en.json';

const VIEW = ['computed_canViewAllOrAssignedProcesses', 'VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'];

describe('vvt module', () => {
  it('declares the routes of spec §2 with their permissions; the print page is a print layout', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission, r.layout ?? 'main'])).toEqual([
      ['/vvt-list/:ebenenr', VIEW, 'main'],
      ['/vvt-detail/:ebenenr', VIEW, 'main'],
      ['/verarbeitung-print', VIEW, 'print'],
      ['/vvt-list-zur-pruefung-dsb', 'VWS_VVTProzesse_View', 'main'],
      ['/vvt-list-zugeordnet-po', 'VWS_VVTProzesse_AssignableToProcesses', 'main'],
      ['/vvt-list-report', VIEW, 'print'],
      ['/vvt-aufbewahrungsfristen-report', VIEW, 'print'],
      ['/vvt-full-report', VIEW, 'print'],
      ['/vvt-summary-report', VIEW, 'main'],
      ['/vvt-list-import-content', 'META_VWS_Import_Content', 'main'],
    ]);
  });

  it('has its main sidebar section behind the module permission: three levels, pending review, assigned to me, the template import', () => {
    const [section] = manifest.sidebar;
    expect(section).toEqual(expect.objectContaining({ id: 'vvt', permission: 'VWS_VVT_Module_Access' }));
    expect(section.items.map((i) => [i.path, i.permission])).toEqual([
      ['/vvt-list/1', VIEW],
      ['/vvt-list/2', VIEW],
      ['/vvt-list/3', VIEW],
      ['/vvt-list-zur-pruefung-dsb', 'VWS_VVTProzesse_View'],
      ['/vvt-list-zugeordnet-po', 'VWS_VVTProzesse_AssignableToProcesses'],
      ['/vvt-list-import-content', 'META_VWS_Import_Content'],
    ]);
    expect(section.items.at(-1)?.metaAdmin).toBe(true);
  });

  it('has a section of the VVT reports of spec §2', () => {
    const reports = manifest.sidebar[1]!;
    expect(reports).toEqual(expect.objectContaining({ id: 'vvt-reports', permission: 'VWS_VVT_Module_Access' }));
    expect(reports.items.map((i) => `${i.path}${i.query ? `?${i.query}` : ''}`)).toEqual([
      '/vvt-summary-report',
      '/vvt-list-report',
      '/vvt-aufbewahrungsfristen-report',
      '/vvt-full-report?reportType=internal',
      '/vvt-full-report?reportType=external',
      '/vvt-full-report?reportType=verarbeitungsphasen',
    ]);
  });

  it('has a page for every route, loaded on demand', async () => {
    expect(vvtModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of manifest.routes) expect(typeof (await PAGE_LOADERS[route.path]())).toBe('function');
  });

  it('declares its dashboard widget as data: the server answers it, no code of the module loads for it', () => {
    expect(manifest.dashboardWidget).toMatchObject({ source: VVT_ENDPOINTS.dashboardWidget.path, titleKey: 'vvt:widget.title' });
    expect(missingWidgetTexts(manifest, { de, en })).toEqual([]);
    expect(vvtModule.DashboardWidget).toBeUndefined();
  });

  it('injects its endpoints with the vvt prefix and registers its texts on init (English with the switch to it)', async () => {
    const names = Object.keys(api.endpoints).filter((n) => n.startsWith('vvt'));
    expect(names).toEqual(
      expect.arrayContaining([
        'vvtVerarbeitungen',
        'vvtDetail',
        'vvtUpdate',
        'vvtRelationsSave',
        'vvtAssignableUsers',
        'vvtSummaryTotals',
        'vvtListReport',
        'vvtFullReport',
        'vvtImportList',
        'vvtImport',
      ]),
    );
    await vvtModule.init?.();
    expect(i18n.getFixedT('de', 'vvt')('sidebar.ebene1')).toBe('Fachebene');
    // The English texts load with the switch to English, not with the module: until then German stands in.
    expect(i18n.getFixedT('en', 'vvt')('sidebar.ebene3')).toBe('Infrastrukturebene');
    await changeLanguage('en');
    expect(i18n.getFixedT('en', 'vvt')('sidebar.ebene3')).toBe('Infrastructure level');
    await changeLanguage('de');
  });
});
