import { DW_PATHS, type DatenweitergabeAddBody, type DatenweitergabeFieldsInput } from '@vws/shared/contract/datenweitergaben';
import type { Permission } from '@vws/shared/permissions';
import type { TestApp } from '../../../../test/app';
import { clientFor, type CustomerClient } from '../../../../test/clients';

export { BEISPIEL, clientFor, MUSTER, type CustomerClient } from '../../../../test/clients';

export const api = (path: string) => `/api${path}`;

let recipient = 0;
/** A valid transfer; each gets a recipient of its own (recipients are unique within a group). */
export function validTransfer(overrides: Partial<DatenweitergabeFieldsInput> = {}): DatenweitergabeFieldsInput {
  recipient += 1;
  return {
    ID: 0,
    Version: 0,
    Gruppe: 'Test',
    Firma_Empfaenger: `Testempfänger ${recipient} GmbH`,
    Ort: 'Köln',
    Land: 'Deutschland',
    Vertragsgegenstand: 'Lohnabrechnung',
    ID_Vertragsstatus: 1,
    ID_Rechtsgrundlage: 1,
    ...overrides,
  };
}

export async function addTransfer(
  client: CustomerClient,
  overrides: Partial<DatenweitergabeFieldsInput> = {},
  rest: Partial<DatenweitergabeAddBody> = {},
): Promise<number> {
  const res = await client.post(api(DW_PATHS.add), { datenweitergabe: validTransfer(overrides), ...rest });
  if (res.statusCode !== 200) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { newDatenweitergabeId: number }).newDatenweitergabeId;
}

export async function detailOf(client: CustomerClient, id: number) {
  const res = await client.get(api(DW_PATHS.detail), { datenweitergabeId: id });
  if (res.statusCode !== 200) throw new Error(`detail answered ${res.statusCode}: ${res.body}`);
  return res.json() as { datenweitergabe: Record<string, unknown> & { Version: number; ID: number }; pruefpunkte: Array<Record<string, unknown>> };
}

export interface RoleClients {
  dsb: CustomerClient;
  bearbeiter: CustomerClient;
  po: CustomerClient;
  leser: CustomerClient;
  mitglied: CustomerClient;
}

/** One Muster GmbH client per role of the matrix that matters here. */
export async function roleClients(t: TestApp): Promise<RoleClients> {
  const [dsb, bearbeiter, po, leser, mitglied] = await Promise.all(
    ['dsb@example.com', 'bearbeiter@example.com', 'po@example.com', 'leser@example.com', 'mitglied@example.com'].map((email) => clientFor(t, email)),
  );
  return { dsb, bearbeiter, po, leser, mitglied };
}

/** ID of a demo processing record by its number. */
export async function recordId(client: CustomerClient, nummer: string): Promise<number> {
  const res = await client.get('/api/vvt/verarbeitungen-name-list');
  const row = (res.json() as { verarbeitungen_name_list: Array<{ ID: number; Nummer: string }> }).verarbeitungen_name_list.find((r) => r.Nummer === nummer);
  if (!row) throw new Error(`no record ${nummer}`);
  return row.ID;
}

/** user_uid of a signed-in client. */
export const uidOf = (client: CustomerClient) => client.user.session.usermodel.user_uid;

/**
 * Gives a demo account of the client's customer one more role, made for the test, that grants
 * exactly `permissions` (role ids 900+ are free in the demo data). The rights of all roles and of
 * the profile combine (spec §6), so start from an account without the wanted ones (mitglied@).
 */
export async function grantRole(t: TestApp, client: CustomerClient, role: { id: number; name: string; permissions: readonly Permission[] }): Promise<void> {
  await t.db.insertInto('meta.roles').values({ id: role.id, name: role.name }).execute();
  await t.db
    .insertInto('meta.role_permissions')
    .values(role.permissions.map((permission) => ({ role_id: role.id, permission })))
    .execute();
  await t.db
    .insertInto('meta.memberships')
    .values({ user_uid: uidOf(client), customer_uid: client.customerUid, role_id: role.id })
    .execute();
}

/** A permission granted through the user's profile instead of a role (spec §6: either grants it). */
export async function grantProfilePermission(t: TestApp, client: CustomerClient, permission: Permission): Promise<void> {
  await t.db
    .insertInto('meta.user_profile_permissions')
    .values({ user_uid: uidOf(client), permission })
    .execute();
}

/** What the server says the client may do in its customer (GET /meta/customer/permissions). */
export async function permissionsOf(client: CustomerClient): Promise<string[]> {
  const res = await client.get('/api/meta/customer/permissions');
  if (res.statusCode !== 200) throw new Error(`permissions answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { permissions: string[] }).permissions;
}
