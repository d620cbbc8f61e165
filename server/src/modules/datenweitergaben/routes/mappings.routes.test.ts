import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { permissionsOfRole } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, clientFor, type CustomerClient, grantProfilePermission, grantRole, permissionsOf, recordId, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let leser: CustomerClient;
let po: CustomerClient;
let vt1: number;
let vt2: number;
let ap7: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, leser, po } = await roleClients(t));
  [vt1, vt2, ap7] = await Promise.all(['VT-001', 'VT-002', 'AP-07'].map((n) => recordId(dsb, n)));
});
afterAll(() => t.close());

type Row = { ID: number; ID_Datenweitergabe: number; ID_Verarbeitung: number; Ebene_Nr_Verarbeitung: number; IsDeleted?: boolean };
const row = (transfer: number, record: number, ID = 0, IsDeleted = false): Row => ({
  ID,
  ID_Datenweitergabe: transfer,
  ID_Verarbeitung: record,
  Ebene_Nr_Verarbeitung: 1,
  IsDeleted,
});
const ofTransfer = async (client: CustomerClient, id: number) => {
  const res = await client.get(api(DW_PATHS.mappings), { datenweitergabeId: id });
  expect(res.statusCode).toBe(200);
  return res.json().mappings as Array<Row & { Verarbeitung_Nummer: string; Firma_Empfaenger: string }>;
};
const ofRecord = async (client: CustomerClient, id: number) => {
  const res = await client.get(api(DW_PATHS.vvtMappings), { IdVerarbeitung: id });
  expect(res.statusCode).toBe(200);
  return res.json().mappings as Array<Row & { Firma_Empfaenger: string }>;
};

describe('links transfer -> processing record (spec §4 staging rules)', () => {
  it('stores new rows (ID 0) and shows them from both sides, with the stored level', async () => {
    const transfer = await addTransfer(dsb, { Firma_Empfaenger: 'Link GmbH' });
    const res = await bearbeiter.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt1), { ...row(transfer, ap7), Ebene_Nr_Verarbeitung: 3 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().mappings.map((m: Row) => [m.ID_Verarbeitung, m.Ebene_Nr_Verarbeitung])).toEqual([
      [vt1, 1],
      [ap7, 2],
    ]);
    expect((await ofTransfer(leser, transfer)).map((m) => m.Verarbeitung_Nummer)).toEqual(['VT-001', 'AP-07']);
    expect((await ofRecord(leser, vt1)).map((m) => m.Firma_Empfaenger)).toContain('Link GmbH');
  });

  it('deletes rows marked IsDeleted, ignores stored rows without the flag, and deleting an unknown row is harmless', async () => {
    const transfer = await addTransfer(dsb);
    await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt1), row(transfer, vt2)] });
    const [first, second] = await ofTransfer(dsb, transfer);
    const res = await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [{ ...first!, IsDeleted: true }, { ...second! }, row(transfer, vt1, 987654, true)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().mappings.map((m: Row) => m.ID_Verarbeitung)).toEqual([second!.ID_Verarbeitung]);
  });

  it.each([
    ['a pair stored already', (transfer: number) => [row(transfer, vt1)], 'duplicate'],
    ['a pair twice in the body', (transfer: number) => [row(transfer, vt2), row(transfer, vt2)], 'duplicate'],
    ['an unknown record', (transfer: number) => [row(transfer, 999999)], 'unknownRecord'],
    ['rows of two transfers', (transfer: number) => [row(transfer, vt2), row(transfer + 100000, vt2)], 'notOfThisRecord'],
  ])('refuses %s with 400 and stores nothing', async (_name, rows, message) => {
    const transfer = await addTransfer(dsb);
    await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt1)] });
    const res = await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, ap7), ...rows(transfer)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { code?: string }) => f.code)).toContain(message);
    expect((await ofTransfer(dsb, transfer)).map((m) => m.ID_Verarbeitung)).toEqual([vt1]);
  });

  it('saves from the record side too, needing the edit right of both sides', async () => {
    const transfer = await addTransfer(dsb, { Firma_Empfaenger: 'Von der Verarbeitung aus GmbH' });
    expect((await leser.put(api(DW_PATHS.vvtMappingsEdit), { mappings: [row(transfer, vt2)] })).statusCode).toBe(403);
    expect((await po.put(api(DW_PATHS.vvtMappingsEdit), { mappings: [row(transfer, vt2)] })).statusCode).toBe(403);
    expect((await leser.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt2)] })).statusCode).toBe(403);
    const res = await bearbeiter.put(api(DW_PATHS.vvtMappingsEdit), { mappings: [row(transfer, vt2)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().mappings.map((m: Row) => m.ID_Datenweitergabe)).toContain(transfer);
    expect((await ofTransfer(leser, transfer)).map((m) => m.ID_Verarbeitung)).toEqual([vt2]);
    expect((await po.get(api(DW_PATHS.vvtMappings), { IdVerarbeitung: vt2 })).statusCode).toBe(403);
  });

  it('answers 404 for a missing transfer or record and an empty body changes nothing', async () => {
    expect((await dsb.get(api(DW_PATHS.mappings), { datenweitergabeId: 999999 })).statusCode).toBe(404);
    expect((await dsb.get(api(DW_PATHS.vvtMappings), { IdVerarbeitung: 999999 })).statusCode).toBe(404);
    expect((await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(999999, vt1)] })).statusCode).toBe(404);
    expect((await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [] })).json()).toEqual({ mappings: [] });
  });

  it('removes the links of a deleted transfer with it', async () => {
    const transfer = await addTransfer(dsb, { Firma_Empfaenger: 'Gelöscht GmbH' });
    await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt1)] });
    await dsb.delete(api(DW_PATHS.delete), { IdDatenweitergabe: transfer });
    expect((await ofRecord(dsb, vt1)).map((m) => m.Firma_Empfaenger)).not.toContain('Gelöscht GmbH');
  });
});

describe('a link change needs the edit right of both sides (issue 10)', () => {
  const DW_EDIT = 'VWS_Datenweitergaben_Edit';
  const VVT_LINKS = 'VWS_VVTProzesse_Mappings_Edit';
  const bearbeiterWithout = (missing: string) => permissionsOfRole('Bearbeiter').filter((p) => p !== missing);
  /** Edits transfers, may not change the register's links. */
  let onlyDw: CustomerClient;
  /** Changes the register's links, may not edit transfers. */
  let onlyVvt: CustomerClient;

  beforeAll(async () => {
    // Two members without any module right of their own, each given a Bearbeiter role lacking one of the two rights.
    [onlyDw, onlyVvt] = await Promise.all([clientFor(t, 'mitglied@example.com'), clientFor(t, 'kundenadmin@example.com')]);
    await grantRole(t, onlyDw, { id: 901, name: 'Test: Bearbeiter ohne Verknüpfungen', permissions: bearbeiterWithout(VVT_LINKS) });
    await grantRole(t, onlyVvt, { id: 902, name: 'Test: Bearbeiter ohne Datenweitergaben', permissions: bearbeiterWithout(DW_EDIT) });
    expect(await permissionsOf(onlyDw)).toEqual(expect.arrayContaining([DW_EDIT, 'VWS_VVTProzesse_Edit']));
    expect(await permissionsOf(onlyDw)).not.toContain(VVT_LINKS);
    expect(await permissionsOf(onlyVvt)).toEqual(expect.arrayContaining([VVT_LINKS, 'VWS_VVTProzesse_Edit', 'VWS_Datenweitergaben_View']));
    expect(await permissionsOf(onlyVvt)).not.toContain(DW_EDIT);
  });

  /** A transfer linked to vt1 by the DSB; the change asks to remove that link and add vt2. */
  async function linkedTransfer() {
    const transfer = await addTransfer(dsb);
    await dsb.put(api(DW_PATHS.mappingsEdit), { mappings: [row(transfer, vt1)] });
    const [stored] = await ofTransfer(dsb, transfer);
    return { transfer, change: [{ ...stored!, IsDeleted: true }, row(transfer, vt2)] };
  }
  const linkedRecords = async (transfer: number) => (await ofTransfer(dsb, transfer)).map((m) => m.ID_Verarbeitung);

  it.each([
    [`${DW_EDIT} without ${VVT_LINKS}`, () => onlyDw],
    [`${VVT_LINKS} without ${DW_EDIT}`, () => onlyVvt],
  ])('refuses a caller holding %s on both sides (403) and stores nothing', async (_name, caller) => {
    const { transfer, change } = await linkedTransfer();
    const fromTransfer = await caller().put(api(DW_PATHS.mappingsEdit), { mappings: change });
    expect(fromTransfer.statusCode).toBe(403);
    expect(fromTransfer.json()).toEqual(expect.objectContaining({ error: 'forbidden' }));
    expect((await caller().put(api(DW_PATHS.vvtMappingsEdit), { mappings: [row(transfer, vt2)] })).statusCode).toBe(403);
    expect((await caller().put(api(DW_PATHS.vvtMappingsEdit), { mappings: [change[0]!] })).statusCode).toBe(403);
    expect(await linkedRecords(transfer)).toEqual([vt1]);
    // Each may still read the links from its side.
    expect((await caller().get(api(DW_PATHS.mappings), { datenweitergabeId: transfer })).statusCode).toBe(200);
    expect((await caller().get(api(DW_PATHS.vvtMappings), { IdVerarbeitung: vt1 })).statusCode).toBe(200);
  });

  it('stores the change once the caller holds both rights, by a second role or by the profile (200)', async () => {
    await grantProfilePermission(t, onlyDw, VVT_LINKS);
    await grantRole(t, onlyVvt, { id: 903, name: 'Test: Datenweitergaben bearbeiten', permissions: [DW_EDIT] });

    const first = await linkedTransfer();
    const fromTransfer = await onlyDw.put(api(DW_PATHS.mappingsEdit), { mappings: first.change });
    expect(fromTransfer.statusCode).toBe(200);
    expect(fromTransfer.json().mappings.map((m: Row) => m.ID_Verarbeitung)).toEqual([vt2]);
    expect(await linkedRecords(first.transfer)).toEqual([vt2]);

    const second = await linkedTransfer();
    const fromRecord = await onlyVvt.put(api(DW_PATHS.vvtMappingsEdit), { mappings: [row(second.transfer, vt2)] });
    expect(fromRecord.statusCode).toBe(200);
    expect(fromRecord.json().mappings.map((m: Row) => m.ID_Datenweitergabe)).toContain(second.transfer);
    expect(await linkedRecords(second.transfer)).toEqual([vt1, vt2]);
  });
});
