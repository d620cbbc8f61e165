import type { Review, VerarbeitungAddBody, VerarbeitungFieldsInput } from '@vws/shared/contract/vvt';
import { VVT_PATHS } from '@vws/shared/contract/vvt';
import type { TestApp } from '../../../../test/app';
import { clientFor, type CustomerClient } from '../../../../test/clients';

export { BEISPIEL, clientFor, MUSTER, type CustomerClient } from '../../../../test/clients';

export const api = (path: string) => `/api${path}`;

let nummer = 0;

/** A record the save accepts; each gets a Nummer of its own (a Nummer exists once per level). */
export function validRecord(overrides: Partial<VerarbeitungFieldsInput> = {}): VerarbeitungFieldsInput {
  return {
    ID: 0,
    SDM_Ebene_Nr: 1,
    Nummer: `T-${++nummer}`,
    Name: 'Reisekostenabrechnung',
    Gruppe: 'Personal',
    Zweck: 'Erstattung von Reisekosten der Beschäftigten',
    Verantwortlich_Name: 'Petra Neumann',
    Verantwortlich_Abteilung: 'Personal',
    rechtsgrundlage: 'Art. 6 Abs. 1 lit. b DSGVO',
    personengruppen: ['employees'],
    datenkategorien: ['name', 'bankDetails'],
    speicherort: ['erp'],
    ...overrides,
  };
}

export function cell(step: number, goal: number, overrides: Record<string, unknown> = {}) {
  return {
    ID: 0,
    ID_SDM_Cube_Prozessschritt: step,
    ID_SDM_Cube_Schutzziel: goal,
    ID_SDM_Cube_Status: 1,
    ID_SDM_Cube_Risikostufe: 2,
    Antwort: `Antwort ${step}/${goal}`,
    IsModified: true,
    ...overrides,
  };
}

/** Adds a record as the given client (a DSB or Bearbeiter) and answers its ID. */
export async function addRecord(
  client: CustomerClient,
  overrides: Partial<VerarbeitungFieldsInput> = {},
  rest: Partial<VerarbeitungAddBody> = {},
): Promise<number> {
  const res = await client.post(api(VVT_PATHS.add), { verarbeitung: validRecord(overrides), ...rest });
  if (res.statusCode !== 200) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { newVerarbeitungId: number }).newVerarbeitungId;
}

export async function detailOf(client: CustomerClient, id: number) {
  const res = await client.get(api(VVT_PATHS.detail), { IdVerarbeitung: id });
  if (res.statusCode !== 200) throw new Error(`detail answered ${res.statusCode}: ${res.body}`);
  return res.json() as {
    verarbeitung: Record<string, unknown> & { Version: number; ID_Status: number; SDM_Ebene_Nr: number };
    sdmCube: Array<Record<string, unknown>>;
    prozessschritte: Array<Record<string, unknown>>;
    zugewieseneBenutzer: Array<{ user_uid: string }>;
    review: Review;
  };
}

/** Replaces the assignees of a record, with the record's current Version. */
export async function assign(dsb: CustomerClient, id: number, userUids: string[]) {
  const { Version } = (await detailOf(dsb, id)).verarbeitung;
  const res = await dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version, userUids });
  if (res.statusCode !== 200) throw new Error(`assign answered ${res.statusCode}: ${res.body}`);
}

export async function listIds(client: CustomerClient): Promise<number[]> {
  const res = await client.get(api(VVT_PATHS.verarbeitungen));
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { verarbeitungen: Array<{ ID: number }> }).verarbeitungen.map((v) => v.ID);
}

export interface RoleClients {
  dsb: CustomerClient;
  bearbeiter: CustomerClient;
  po: CustomerClient;
  leser: CustomerClient;
}

/** One Muster GmbH client per VVT role of the matrix (DSB, Bearbeiter, PO, Leser). */
export async function roleClients(t: TestApp): Promise<RoleClients> {
  const [dsb, bearbeiter, po, leser] = await Promise.all(
    ['dsb@example.com', 'bearbeiter@example.com', 'po@example.com', 'leser@example.com'].map((email) => clientFor(t, email)),
  );
  return { dsb, bearbeiter, po, leser };
}
