import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { api, changeLanguage, i18n } from '@vws/shared/core';
import auditModule, { PAGE_LOADERS } from './module';
import manifest from './manifest';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';
import { missingWidgetTexts } from '@vws/shared/testing';
import de from './i18n/de.json';
import en from './i18n/en.json';

describe('audit module', () => {
  it('declares the routes of spec §2 with their permissions; the list report is a print layout', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission, r.layout ?? 'main'])).toEqual([
      ['/audit', 'VWS_AuditFragen_View', 'main'],
      ['/auditfrage', 'VWS_AuditFragen_View', 'main'],
      ['/audit-themenbloecke', 'VWS_AuditFragen_Referenzen_Edit', 'main'],
      ['/audit-schutzziele', 'VWS_AuditFragen_Referenzen_Edit', 'main'],
      ['/audit-organisationseinheiten', 'VWS_AuditFragen_Referenzen_Edit', 'main'],
      ['/audit-summary-report', 'VWS_AuditFragen_View', 'main'],
      ['/audit-list-report', 'VWS_AuditFragen_View', 'print'],
    ]);
  });

  it('has one sidebar section "audit" (order 20) behind the module permission', () => {
    expect(manifest.sidebar).toHaveLength(1);
    const [section] = manifest.sidebar;
    expect(section).toEqual(expect.objectContaining({ id: 'audit', order: 20, permission: 'VWS_Audit_Module_Access' }));
    expect(section.items.map((i) => i.path)).toEqual([
      '/audit',
      '/audit-themenbloecke',
      '/audit-schutzziele',
      '/audit-organisationseinheiten',
      '/audit-summary-report',
      '/audit-list-report',
    ]);
  });

  it('has a page for every route, loaded on demand', async () => {
    expect(auditModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of auditModule.routes) expect(route.Component).toBeTruthy();
    for (const route of manifest.routes) expect(typeof (await PAGE_LOADERS[route.path]())).toBe('function');
  });

  it('declares its dashboard widget as data: the server answers it, no code of the module loads for it', () => {
    expect(manifest.dashboardWidget).toMatchObject({ source: AUDIT_ENDPOINTS.dashboardWidget.path, titleKey: 'audit:widget.title' });
    expect(missingWidgetTexts(manifest, { de, en })).toEqual([]);
    expect(auditModule.DashboardWidget).toBeUndefined();
  });

  it('injects its endpoints with the audit prefix and registers its texts on init', async () => {
    const names = Object.keys(api.endpoints).filter((n) => n.startsWith('audit'));
    expect(names).toEqual(expect.arrayContaining(['auditFragen', 'auditFrageUpdate', 'auditSummaryTotals', 'auditListReportFreitext']));
    await auditModule.init?.();
    expect(i18n.getFixedT('de', 'audit')('sidebar.fragen')).toBe('Fragen');
    // The English texts load with the switch to English, not with the module: until then German stands in.
    expect(i18n.getFixedT('en', 'audit')('sidebar.fragen')).toBe('Fragen');
    await changeLanguage('en');
    expect(i18n.getFixedT('en', 'audit')('sidebar.fragen')).toBe('Questions');
    expect(i18n.getFixedT('en', 'audit')('schutzziel.3')).toBe('Unlinkability');
    await changeLanguage('de');
  });

  it('refuses a second injection of the same endpoints', async () => {
    const { auditApi } = await import('./api');
    expect(() =>
      auditApi.injectEndpoints({ overrideExisting: 'throw', endpoints: (build) => ({ auditFragen: build.query<void, void>({ query: () => '/x' }) }) }),
    ).toThrow();
  });
});
