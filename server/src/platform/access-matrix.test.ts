import type { LightMyRequestResponse } from 'fastify';
import { hasPermission, type Permission, permissionsOfRole, ROLE_NAMES, type RoleName, withComputedPermissions } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../test/app';
import { serverModules } from '../modules';
import { SECOND_PERMISSIONS } from '../modules/datenweitergaben/api';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import type { RouteRecord } from './access';

/**
 * The role x route access test, generated from the routes the platform recorded at start
 * (app.platform.routes): a route added later is covered without editing this file. Access runs
 * before validation, so an empty body proves a pass by any status other than 401/403.
 */
const MUSTER = 'Muster GmbH';
const FOREIGN = { customer: 'Beispiel AG', email: 'dsb@example.com' };
const REFUSED = [401, 403];

/** The demo account that holds exactly this role (besides Mitglied) in Muster GmbH. */
function accountOf(role: RoleName): string {
  const extra = role === 'Mitglied' ? [] : [role];
  const account = DEMO_ACCOUNTS.find(
    (a) => !a.profilePermissions?.length && Object.keys(a.memberships).length === 1 && JSON.stringify(a.memberships[MUSTER]) === JSON.stringify(extra),
  );
  if (!account) throw new Error(`no demo account holds only the role ${role} in ${MUSTER}`);
  return account.email;
}

/**
 * Routes that check a second permission in their own preValidation, besides config.access (which
 * is all app.platform.routes records): the data-transfer links need the right of both sides.
 */
const SECOND = new Map<string, Permission>(SECOND_PERMISSIONS.map((s) => [`${s.method} /api${s.path}`, s.permission]));
const routeKey = (route: RouteRecord) => `${route.method} ${route.url}`;

function granted(role: RoleName, route: RouteRecord): boolean {
  if (typeof route.access !== 'object' || !('permission' in route.access)) throw new Error('not a customer route');
  const all = withComputedPermissions(new Set([...permissionsOfRole('Mitglied'), ...permissionsOfRole(role)]));
  const grants = { customer: all, profile: [] };
  const wanted = route.access.permission as Permission | readonly Permission[];
  const second = SECOND.get(routeKey(route));
  return (
    hasPermission(grants, wanted) &&
    (!route.modulePermission || hasPermission(grants, route.modulePermission)) &&
    (second === undefined || hasPermission(grants, second))
  );
}

const kindOf = (r: RouteRecord) => (typeof r.access === 'string' ? r.access : 'permission' in r.access ? 'permission' : 'profilePermission');

let t: TestApp;
let routes: RouteRecord[];
let muster: string;

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.platform.routes.filter((r) => r.access !== 'public');
  muster = await t.customerUid(MUSTER);
}, 60_000);
afterAll(() => t.close(), 60_000);

/** Path parameters get a dummy value; every call carries the customer and an empty body. */
async function send(route: RouteRecord, customerUid: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const url = `${route.url.replace(/:\w+/g, '1')}?customer_uid=${customerUid}`;
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
}

const line = (route: RouteRecord, who: string, res: LightMyRequestResponse) => `${route.method} ${route.url} as ${who}: ${res.statusCode}`;

it('records the routes of every module with their access', () => {
  const kinds = new Set(routes.map(kindOf));
  expect(kinds).toEqual(new Set(['signedIn', 'permission', 'profilePermission']));
  for (const mod of serverModules.filter((m) => m.accessPermission)) {
    const own = routes.filter((r) => r.module === mod.name && kindOf(r) === 'permission');
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((r) => r.modulePermission !== mod.accessPermission)).toEqual([]);
  }
  expect(t.app.platform.routes.filter((r) => r.method === 'HEAD')).toEqual([]);
  // Every second permission belongs to a recorded customer route (a renamed path would drop it silently).
  const customerRoutes = new Set(routes.filter((r) => kindOf(r) === 'permission').map(routeKey));
  expect([...SECOND.keys()].filter((key) => !customerRoutes.has(key))).toEqual([]);
});

it('answers 401 to an anonymous caller on every non-public route', async () => {
  const wrong: string[] = [];
  for (const route of routes) {
    const res = await send(route, muster, { 'x-requested-with': 'XMLHttpRequest' });
    if (res.statusCode !== 401) wrong.push(line(route, 'anonymous', res));
  }
  expect(wrong).toEqual([]);
});

it.each(ROLE_NAMES)('refuses %s exactly where the role matrix does not grant the route', async (role) => {
  const client = await t.as(accountOf(role));
  const wrong: string[] = [];
  for (const route of routes.filter((r) => kindOf(r) === 'permission')) {
    const res = await send(route, muster, client.session.headers);
    const refused = REFUSED.includes(res.statusCode);
    if (granted(role, route) ? refused : res.statusCode !== 403) wrong.push(`${line(route, role, res)} (granted: ${granted(role, route)})`);
  }
  expect(wrong).toEqual([]);
});

it('refuses every customer route in a customer the user is not a member of', async () => {
  const client = await t.as(FOREIGN.email);
  const foreign = await t.customerUid(FOREIGN.customer);
  const wrong: string[] = [];
  for (const route of routes.filter((r) => kindOf(r) === 'permission')) {
    const res = await send(route, foreign, client.session.headers);
    if (res.statusCode !== 403) wrong.push(line(route, `${FOREIGN.email} in ${FOREIGN.customer}`, res));
  }
  expect(wrong).toEqual([]);
});

it('lets profile-permission routes pass for meta@ and refuses dsb@', async () => {
  const meta = await t.as('meta@example.com');
  const dsb = await t.as('dsb@example.com');
  const wrong: string[] = [];
  for (const route of routes.filter((r) => kindOf(r) === 'profilePermission')) {
    const passed = await send(route, muster, meta.session.headers);
    if (REFUSED.includes(passed.statusCode)) wrong.push(line(route, 'meta@', passed));
    const refused = await send(route, muster, dsb.session.headers);
    if (refused.statusCode !== 403) wrong.push(line(route, 'dsb@', refused));
  }
  expect(wrong).toEqual([]);
});

it('lets every signed-in user pass signed-in routes', async () => {
  const client = await t.as(accountOf('Mitglied'));
  const wrong: string[] = [];
  for (const route of routes.filter((r) => kindOf(r) === 'signedIn')) {
    const res = await send(route, muster, client.session.headers);
    if (REFUSED.includes(res.statusCode)) wrong.push(line(route, 'mitglied@', res));
  }
  expect(wrong).toEqual([]);
});
