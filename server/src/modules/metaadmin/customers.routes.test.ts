import {
  COMPUTED_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  META_PERMISSIONS,
  PERMISSION_MATRIX,
  USER_DENY_FLAGS,
  withComputedPermissions,
  type RoleName,
} from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../test/app';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

const MUSTER = 'Muster GmbH';
const BEISPIEL = 'Beispiel AG';

let t: TestApp;
let muster: string;
let beispiel: string;

beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid(MUSTER);
  beispiel = await t.customerUid(BEISPIEL);
});
afterAll(() => t.close());

async function permissionsOf(email: string, customerUid: string) {
  const client = await t.as(email);
  return client.get(`/api/meta/customer/permissions?customer_uid=${customerUid}`);
}

describe('GET /meta/customers', () => {
  it('lists exactly the customers the user is a member of', async () => {
    const names = async (email: string) => ((await (await t.as(email)).get('/api/meta/customers')).json().customers as { name: string }[]).map((c) => c.name);
    expect(await names('dsb@example.com')).toEqual([MUSTER]);
    expect(await names('multi@example.com')).toEqual([BEISPIEL, MUSTER]);
    expect(await names('meta@example.com')).toEqual([BEISPIEL, MUSTER, 'Vorlagen']);
  });

  it('answers each customer with customer_uid and name only', async () => {
    const res = await (await t.as('dsb@example.com')).get('/api/meta/customers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customers: [{ customer_uid: muster, name: MUSTER }] });
  });

  it('refuses an unauthenticated call with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/customers' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});

describe('GET /meta/customer/permissions: the role matrix cell by cell', () => {
  const musterAccounts = DEMO_ACCOUNTS.filter((a) => a.memberships[MUSTER] !== undefined);

  it('covers every role of the matrix through the demo accounts of Muster GmbH', () => {
    const roles = new Set(musterAccounts.flatMap((a) => a.memberships[MUSTER] ?? []));
    for (const role of Object.values(PERMISSION_MATRIX).flat()) {
      if (role !== 'Mitglied') expect(roles).toContain(role);
    }
  });

  it.each(musterAccounts.map((a) => [a.email, ['Mitglied', ...(a.memberships[MUSTER] ?? [])] as RoleName[]] as const))(
    '%s (%j) holds exactly the permissions of its roles',
    async (email, roles) => {
      const res = await permissionsOf(email, muster);
      expect(res.statusCode).toBe(200);
      const granted = new Set<string>(res.json().permissions);
      for (const permission of CUSTOMER_PERMISSIONS) {
        const expected = PERMISSION_MATRIX[permission].some((role) => roles.includes(role));
        expect({ permission, granted: granted.has(permission) }).toEqual({ permission, granted: expected });
      }
    },
  );

  it.each(musterAccounts.map((a) => [a.email, ['Mitglied', ...(a.memberships[MUSTER] ?? [])] as RoleName[]] as const))(
    '%s gets the computed permissions of its grants and no profile permission',
    async (email, roles) => {
      const permissions: string[] = (await permissionsOf(email, muster)).json().permissions;
      const fromRoles = CUSTOMER_PERMISSIONS.filter((p) => PERMISSION_MATRIX[p].some((r) => roles.includes(r)));
      const expectedComputed = withComputedPermissions(fromRoles).filter((p) => p.startsWith('computed_'));
      expect(permissions.filter((p) => p.startsWith('computed_'))).toEqual(expectedComputed);
      for (const profileOnly of [...META_PERMISSIONS, ...USER_DENY_FLAGS]) expect(permissions).not.toContain(profileOnly);
      expect(permissions.every((p) => (CUSTOMER_PERMISSIONS as readonly string[]).includes(p) || (COMPUTED_PERMISSIONS as readonly string[]).includes(p))).toBe(
        true,
      );
    },
  );

  it('answers per customer: multi@ is DSB in Muster GmbH and Leser in Beispiel AG', async () => {
    const inBeispiel: string[] = (await permissionsOf('multi@example.com', beispiel)).json().permissions;
    const inMuster: string[] = (await permissionsOf('multi@example.com', muster)).json().permissions;
    expect(inBeispiel).toContain('VWS_AuditFragen_View');
    expect(inBeispiel).not.toContain('VWS_AuditFragen_Edit');
    expect(inMuster).toContain('VWS_VVTProzesse_WriteProtectedFields');
    expect(inBeispiel).not.toContain('VWS_VVTProzesse_WriteProtectedFields');
  });
});

describe('GET /meta/customer/permissions: refusals', () => {
  it('refuses a customer the user is not a member of with 403', async () => {
    const res = await permissionsOf('dsb@example.com', beispiel);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });

  it('refuses an unauthenticated call with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meta/customer/permissions?customer_uid=${muster}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 503 customerDBNotAvailable when the customer database cannot be reached, so selecting it fails (spec §2 guard)', async () => {
    const isolated = await createTestApp();
    try {
      const unreachable = await isolated.customerUid(BEISPIEL);
      await isolated.db
        .updateTable('meta.customers')
        .set({ cluster_dsn: 'postgres://vws@127.0.0.1:1/unreachable' })
        .where('customer_uid', '=', unreachable)
        .execute();
      const multi = await isolated.as('multi@example.com');
      const res = await multi.get(`/api/meta/customer/permissions?customer_uid=${unreachable}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('customerDBNotAvailable');
      expect((await multi.get(`/api/meta/customer/permissions?customer_uid=${await isolated.customerUid(MUSTER)}`)).statusCode).toBe(200);
    } finally {
      await isolated.close();
    }
  });

  it('answers a missing or malformed customer_uid with 400 naming the field', async () => {
    const client = await t.as('dsb@example.com');
    for (const url of ['/api/meta/customer/permissions', '/api/meta/customer/permissions?customer_uid=not-a-uuid']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain('customer_uid');
    }
  });
});
