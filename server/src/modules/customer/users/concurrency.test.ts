import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp, type UserClient } from '../../../../test/app';

/**
 * Issue 26 item 5 tried again: parallel invitations and additions of one address leave one open
 * invitation with one working link, and a member holds a role once. PGlite serialises
 * transactions and hides races; .ci/run runs this file on PostgreSQL too (TEST_DATABASE_URL, the
 * file name matches its `concurrency` pattern), where the requests really overlap.
 */
jest.setTimeout(180_000);

let t: TestApp;
let muster: string;
let admin: UserClient;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', AUTH_IP_RATE_LIMIT_MAX: '100000' } });
  muster = await t.customerUid('Muster GmbH');
  admin = await t.as('kundenadmin@example.com');
});
afterAll(() => t.close());

const url = (path: string) => `/api/meta/customer/${path}?customer_uid=${muster}`;
const openInvitations = (email: string) =>
  t.db
    .selectFrom('meta.invitations')
    .select(['invitation_uid', 'role_id', 'role_ids'])
    .where('customer_uid', '=', muster)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
const tokensMailedTo = (email: string) => t.mails.filter((m) => m.to === email && m.link).map((m) => new URL(m.link!).searchParams.get('token')!);
const statusOfLink = async (email: string, token: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/invitation-status', headers: XHR, payload: { email, token } })).statusCode;

it('40 parallel invitations of one address (different roles): one open invitation, and only its link works', async () => {
  const email = 'parallel.eingeladen@example.com';
  const roles = [ROLES.Leser.id, ROLES.Bearbeiter.id, ROLES.PO.id, null];
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      admin.post(url('invite-user'), { userInvitationRequest: { email, firstname: 'Par', lastname: 'Allel', role_id: roles[i % roles.length] } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
  const open = await openInvitations(email);
  expect(open).toHaveLength(1);
  // The open invitation is the last one stored: its id is one the callers were told.
  expect(answers.map((a) => a.json().invitation_uid)).toContain(open[0]!.invitation_uid);
  const tokens = tokensMailedTo(email);
  expect(tokens).toHaveLength(40);
  const working = [];
  for (const token of tokens) if ((await statusOfLink(email, token)) === 200) working.push(token);
  expect(working).toHaveLength(1);
});

it('40 parallel user/add of one new address: one account, one open invitation, the same answer to all', async () => {
  const email = 'parallel.angelegt@example.com';
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      admin.post(url('user/add'), { userModel: { email, firstname: 'Neu', lastname: `Nummer ${i}`, roleIds: [i % 2 === 0 ? ROLES.Leser.id : ROLES.PO.id] } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
  expect(new Set(answers.map((a) => JSON.stringify(a.json())))).toHaveProperty('size', 1);
  const accounts = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', email).execute();
  expect(accounts).toHaveLength(1);
  expect(await openInvitations(email)).toHaveLength(1);
  expect(await t.db.selectFrom('meta.memberships').select('role_id').where('user_uid', '=', accounts[0]!.user_uid).execute()).toEqual([]);
});

it('20 invitations and 20 user/add of one address at once: still one open invitation', async () => {
  const email = 'parallel.gemischt@example.com';
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? admin.post(url('invite-user'), { userInvitationRequest: { email, firstname: 'Ge', lastname: 'Mischt', role_id: ROLES.Leser.id } })
        : admin.post(url('user/add'), { userModel: { email, firstname: 'Ge', lastname: 'Mischt', roleIds: [ROLES.PO.id] } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
  expect(await openInvitations(email)).toHaveLength(1);
});

it('20 parallel grants of one role to one member: held once, no 500', async () => {
  const user = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'mitglied@example.com').executeTakeFirstOrThrow();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => admin.post(url('users-roles/add'), { userUid: user.user_uid, roleId: ROLES.Bearbeiter.id })),
  );
  expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
  expect(answers.some((a) => a.statusCode === 200)).toBe(true);
  const held = await t.db
    .selectFrom('meta.memberships')
    .select('role_id')
    .where('user_uid', '=', user.user_uid)
    .where('customer_uid', '=', muster)
    .where('role_id', '=', ROLES.Bearbeiter.id)
    .execute();
  expect(held).toHaveLength(1);
});
