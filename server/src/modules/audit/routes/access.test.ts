import { PERMISSION_MATRIX, type CustomerPermission, type RoleName } from '@vws/shared/permissions';
import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addBody, BEISPIEL, clientFor, MUSTER, withCustomer } from '../test/helpers';

/**
 * Every audit route against the role matrix (DESIGN.md §7), unauthenticated callers and a foreign
 * customer. The bodies are valid, so an allowed caller never gets 401/403 and a refused one
 * proves the refusal comes from the permission check.
 */
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Record<string, string | number>;
  body?: unknown;
  permission: CustomerPermission;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', url: AUDIT_PATHS.fragen, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.frageDetail, query: { id_frage: 1 }, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.frageRelations, query: { id_frage: 1 }, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.dokument, query: { id_dokument: 999999 }, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.status, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.themenbloecke, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.schutzziele, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.organisationseinheiten, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.summaryTotals, query: { variant: 'extended' }, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.listReport, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.statusTotals, permission: 'VWS_AuditFragen_View' },
  { method: 'GET', url: AUDIT_PATHS.dashboardWidget, permission: 'VWS_AuditFragen_View' },
  // Invalid on purpose (empty Nummer): allowed callers get 400 and nothing is stored.
  { method: 'POST', url: AUDIT_PATHS.frageAdd, body: addBody({ Nummer: '' }), permission: 'VWS_AuditFragen_Edit' },
  { method: 'PUT', url: AUDIT_PATHS.frageUpdate, body: { ...addBody({ ID: 999999 }), forceUpdate: false }, permission: 'VWS_AuditFragen_Edit' },
  { method: 'DELETE', url: AUDIT_PATHS.frageDelete, body: { IdFrage: 999999 }, permission: 'VWS_AuditFragen_Edit' },
  { method: 'PUT', url: AUDIT_PATHS.themenbloeckeEdit, body: { themenbloecke: [] }, permission: 'VWS_AuditFragen_Referenzen_Edit' },
  { method: 'PUT', url: AUDIT_PATHS.schutzzieleEdit, body: { schutzziele: [] }, permission: 'VWS_AuditFragen_Referenzen_Edit' },
  { method: 'PUT', url: AUDIT_PATHS.organisationseinheitenEdit, body: { organisationseinheiten: [] }, permission: 'VWS_AuditFragen_Referenzen_Edit' },
  { method: 'PUT', url: AUDIT_PATHS.listReportFreitext, body: { text: 'Zugriffstest' }, permission: 'VWS_AuditFragen_Report_Edit' },
];

const ROLE_ACCOUNTS: Record<Exclude<RoleName, 'Mitglied'>, string> & { Mitglied: string } = {
  Mitglied: 'mitglied@example.com',
  Leser: 'leser@example.com',
  PO: 'po@example.com',
  Bearbeiter: 'bearbeiter@example.com',
  DSB: 'dsb@example.com',
  Kundenadmin: 'kundenadmin@example.com',
};

const allowed = (role: RoleName, permission: CustomerPermission) =>
  PERMISSION_MATRIX[permission].includes(role) && PERMISSION_MATRIX.VWS_Audit_Module_Access.includes(role);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 60_000);

const label = (r: RouteCase) => `${r.method} ${r.url}`;

describe.each(ROUTES)('$method $url', (route) => {
  it('answers 401 without a session', async () => {
    const customerUid = await t.customerUid(MUSTER);
    const res = await t.app.inject({
      method: route.method,
      url: withCustomer(`/api${route.url}`, customerUid, route.query),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      ...(route.body === undefined ? {} : { payload: route.body as never }),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(Object.entries(ROLE_ACCOUNTS))('follows the role matrix for %s', async (role, email) => {
    const client = await t.as(email);
    const customerUid = await t.customerUid(MUSTER);
    const url = withCustomer(`/api${route.url}`, customerUid, route.query);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: client.session.headers,
      ...(route.body === undefined ? {} : { payload: route.body as never }),
    });
    if (allowed(role as RoleName, route.permission)) {
      expect([label(route), res.statusCode]).not.toEqual([label(route), 403]);
      expect(res.statusCode).not.toBe(401);
    } else {
      expect([label(route), res.statusCode]).toEqual([label(route), 403]);
      expect(res.json().error).toBe('forbidden');
    }
  });

  it("refuses a user of Muster GmbH working with Beispiel AG's customer_uid", async () => {
    const dsb = await clientFor(t, 'dsb@example.com', BEISPIEL);
    const url = withCustomer(`/api${route.url}`, dsb.customerUid, route.query);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: dsb.user.session.headers,
      ...(route.body === undefined ? {} : { payload: route.body as never }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a user with different roles per customer (multi@: DSB in Muster GmbH, Leser in Beispiel AG)', () => {
  it('may edit in Muster GmbH but only read in Beispiel AG', async () => {
    const inMuster = await clientFor(t, 'multi@example.com', MUSTER);
    const inBeispiel = await clientFor(t, 'multi@example.com', BEISPIEL);
    expect((await inBeispiel.get(`/api${AUDIT_PATHS.fragen}`)).statusCode).toBe(200);
    expect((await inBeispiel.put(`/api${AUDIT_PATHS.listReportFreitext}`, { text: 'nein' })).statusCode).toBe(403);
    expect((await inMuster.put(`/api${AUDIT_PATHS.listReportFreitext}`, { text: 'ja' })).statusCode).toBe(200);
  });
});
