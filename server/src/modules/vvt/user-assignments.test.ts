import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../test/app';

// The customer module asks the VVT (its userAssignments hook) before it removes a PO role.
jest.setTimeout(60_000);

let t: TestApp;
let muster: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

it('removing the PO role of a user assigned to demo records needs forceDeletePORole, which unassigns them in the register', async () => {
  const admin = await t.as('kundenadmin@example.com');
  const po = await t.as('po@example.com');
  const { user_uid: userUid } = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'po@example.com').executeTakeFirstOrThrow();
  const assignedBefore = (await po.get(`/api/vvt/verarbeitungen?customer_uid=${muster}`))
    .json()
    .verarbeitungen.filter((v: { isAssignedToCurrentUser: boolean }) => v.isAssignedToCurrentUser);
  expect(assignedBefore.length).toBeGreaterThan(0);

  const url = (force: boolean) =>
    `/api/meta/customer/users-roles/delete?customer_uid=${muster}&userUid=${userUid}&roleId=${ROLES.PO.id}${force ? '&forceDeletePORole=true' : ''}`;
  const refused = await admin.delete(url(false));
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ error: 'poHasAssignedRecords', count: assignedBefore.length });

  expect((await admin.delete(url(true))).statusCode).toBe(200);
  const dsb = await t.as('dsb@example.com');
  const detail = (await dsb.get(`/api/vvt/verarbeitung-detail?customer_uid=${muster}&IdVerarbeitung=${assignedBefore[0].ID}`)).json();
  expect(detail.zugewieseneBenutzer.map((u: { user_uid: string }) => u.user_uid)).not.toContain(userUid);
});
