import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, clientFor, detailOf, listIds, type CustomerClient, roleClients } from '../test/helpers';
import { countUserAssignments, unassignUser } from '../queries/user-assignments';
import type { VvtDb } from '../tables';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let po: CustomerClient;
let leser: CustomerClient;
const uid = (client: CustomerClient) => client.user.session.usermodel.user_uid;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, po, leser } = await roleClients(t));
});
afterAll(() => t.close());

describe('PUT /vvtedit/verarbeitung-zuweisungen', () => {
  it('replaces the assignees with users who hold AssignableToProcesses and answers their names', async () => {
    const id = await addRecord(dsb);
    const res = await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 1, userUids: [uid(po), uid(dsb)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Version).toBe(2);
    expect(res.json().zugewieseneBenutzer).toEqual([
      { user_uid: uid(po), firstname: 'Paul', lastname: 'Oswald' },
      { user_uid: uid(dsb), firstname: 'Dana', lastname: 'Schulz' },
    ]);
    expect((await detailOf(dsb, id)).zugewieseneBenutzer.map((u) => u.user_uid).sort()).toEqual([uid(po), uid(dsb)].sort());
  });

  it('refuses a user without AssignableToProcesses (400, nothing stored) and unknown users', async () => {
    const id = await addRecord(dsb);
    await assign(dsb, id, [uid(po)]);
    for (const userUids of [[uid(dsb), uid(bearbeiter)], ['00000000-0000-4000-8000-000000000000'], ['kein-uuid']]) {
      const res = await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 2, userUids });
      expect(res.statusCode).toBe(400);
    }
    expect((await detailOf(dsb, id)).zugewieseneBenutzer.map((u) => u.user_uid)).toEqual([uid(po)]);
  });

  it('is refused to everyone but the DSB', async () => {
    const id = await addRecord(dsb);
    for (const client of [bearbeiter, po, leser])
      expect((await client.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 1, userUids: [] })).statusCode).toBe(403);
    expect((await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: 999999, Version: 1, userUids: [] })).statusCode).toBe(404);
  });

  it('is versioned with the record: a stale Version answers 409 itemHasBeenChanged and stores nothing; forceUpdate overwrites', async () => {
    const id = await addRecord(dsb);
    await assign(dsb, id, [uid(po)]);
    const stale = await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 1, userUids: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'itemHasBeenChanged', itemHasBeenChanged: true });
    expect((await detailOf(dsb, id)).zugewieseneBenutzer.map((u) => u.user_uid)).toEqual([uid(po)]);
    const forced = await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 1, forceUpdate: true, userUids: [] });
    expect(forced.statusCode).toBe(200);
    expect((await detailOf(dsb, id)).zugewieseneBenutzer).toEqual([]);
    // The record's own save now sees the assignment change as a newer version.
    expect(forced.json().Version).toBe((await detailOf(dsb, id)).verarbeitung.Version);
  });
});

describe('assigned-only access (VWS_VVTProzesse_View_Assigned)', () => {
  it('shows the PO only the records assigned to them, flagged isAssignedToCurrentUser', async () => {
    const mine = await addRecord(dsb, { Nummer: 'A-1' });
    const unassigned = await addRecord(dsb, { Nummer: 'A-2' });
    await assign(dsb, mine, [uid(po)]);
    const res = await po.get(api(VVT_PATHS.verarbeitungen));
    const items = res.json().verarbeitungen as Array<{ ID: number; isAssignedToCurrentUser: boolean }>;
    expect(items.map((v) => v.ID)).toContain(mine);
    expect(items.map((v) => v.ID)).not.toContain(unassigned);
    expect(items.every((v) => v.isAssignedToCurrentUser)).toBe(true);
    expect((await po.get(api(VVT_PATHS.nameList))).json().verarbeitungen_name_list.map((v: { ID: number }) => v.ID)).not.toContain(unassigned);
    expect((await po.get(api(VVT_PATHS.sdmCubeReport), { IdVerarbeitung: unassigned })).statusCode).toBe(404);
  });

  it('counts a record without assignees as assigned to the default assignee (the DSB)', async () => {
    const unassigned = await addRecord(dsb, { Nummer: 'DA-1' });
    const others = await addRecord(dsb, { Nummer: 'DA-2' });
    await assign(dsb, others, [uid(po)]);
    const items = (await dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ ID: number; isAssignedToCurrentUser: boolean }>;
    expect(items.find((v) => v.ID === unassigned)?.isAssignedToCurrentUser).toBe(true);
    expect(items.find((v) => v.ID === others)?.isAssignedToCurrentUser).toBe(false);
    const leserItems = (await leser.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ ID: number; isAssignedToCurrentUser: boolean }>;
    expect(leserItems.find((v) => v.ID === unassigned)?.isAssignedToCurrentUser).toBe(false);
  });

  it('lets a default assignee with only View_Assigned see unassigned records', async () => {
    await t.db.insertInto('meta.roles').values({ id: 990, name: 'Testrolle Standardzuständig' }).execute();
    await t.db
      .insertInto('meta.role_permissions')
      .values(
        ['VWS_VVT_Module_Access', 'VWS_VVTProzesse_View_Assigned', 'VWS_VVTProzesse_WriteProtectedFields', 'VWS_VVTProzesse_AssignableToProcesses'].map(
          (permission) => ({ role_id: 990, permission }),
        ),
      )
      .execute();
    const mitglied = await clientFor(t, 'mitglied@example.com');
    await t.db
      .insertInto('meta.memberships')
      .values({ user_uid: uid(mitglied), customer_uid: mitglied.customerUid, role_id: 990 })
      .execute();
    const unassigned = await addRecord(dsb, { Nummer: 'DV-1' });
    const others = await addRecord(dsb, { Nummer: 'DV-2' });
    await assign(dsb, others, [uid(po)]);
    const ids = await listIds(mitglied);
    expect(ids).toContain(unassigned);
    expect(ids).not.toContain(others);
    expect((await mitglied.get(api(VVT_PATHS.detail), { IdVerarbeitung: others })).statusCode).toBe(404);
  });
});

describe('the list cache (per caller, rebuilt after writes)', () => {
  it('answers the change of an assignment, a flag and a record at once', async () => {
    const id = await addRecord(dsb, { Nummer: 'LC-1' });
    const item = async (client: CustomerClient) =>
      ((await client.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ ID: number; Name: string; isAssignedToCurrentUser: boolean }>).find(
        (v) => v.ID === id,
      );
    expect(await item(po)).toBeUndefined();
    expect((await item(dsb))?.isAssignedToCurrentUser).toBe(true);
    await assign(dsb, id, [uid(po)]);
    expect((await item(po))?.isAssignedToCurrentUser).toBe(true);
    expect((await item(dsb))?.isAssignedToCurrentUser).toBe(false);
    const { verarbeitung } = await detailOf(dsb, id);
    await dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, Name: 'Umbenannt' } });
    expect((await item(po))?.Name).toBe('Umbenannt');
    await assign(dsb, id, []);
    expect(await item(po)).toBeUndefined();
  });
});

describe('PUT /vvtedit/verarbeitung-bereit-zur-pruefung', () => {
  it('flags and clears a record for the DPO review without changing its Version', async () => {
    const id = await addRecord(dsb);
    await assign(dsb, id, [uid(po)]);
    const before = (await detailOf(dsb, id)).verarbeitung.Version;
    const res = await po.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: true });
    expect(res.json()).toEqual({ isBereitZurPruefungDSB: true });
    const { verarbeitung } = await detailOf(dsb, id);
    expect(verarbeitung).toMatchObject({ isBereitZurPruefungDSB: true, Version: before, Bearbeiter_User_Uid: uid(po) });
    const items = (await dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ ID: number; isBereitZurPruefungDSB: boolean }>;
    expect(items.find((v) => v.ID === id)?.isBereitZurPruefungDSB).toBe(true);
    expect((await bearbeiter.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: false })).statusCode).toBe(200);
    expect((await detailOf(dsb, id)).verarbeitung.isBereitZurPruefungDSB).toBe(false);
  });

  it('needs the edit right on the record', async () => {
    const id = await addRecord(dsb);
    expect((await leser.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: true })).statusCode).toBe(403);
    expect((await po.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: true })).statusCode).toBe(404);
    expect((await detailOf(dsb, id)).verarbeitung.isBereitZurPruefungDSB).toBe(false);
  });
});

describe('user assignments (for removing the PO role)', () => {
  it('counts and removes the assignments of one user', async () => {
    const id = await addRecord(dsb, { Nummer: 'UA-1' });
    await assign(dsb, id, [uid(po), uid(dsb)]);
    const location = await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('customer_uid', '=', po.customerUid)
      .executeTakeFirstOrThrow();
    const inTenant = <T>(fn: (db: VvtDb) => Promise<T>) => t.tenants.withTenant(location as never, (db) => fn(db as unknown as VvtDb));
    expect(await inTenant((db) => countUserAssignments(db, uid(po)))).toBeGreaterThanOrEqual(1);
    await inTenant((db) => unassignUser(db, uid(po)));
    expect(await inTenant((db) => countUserAssignments(db, uid(po)))).toBe(0);
    expect((await detailOf(dsb, id)).zugewieseneBenutzer.map((u) => u.user_uid)).toEqual([uid(dsb)]);
  });
});
