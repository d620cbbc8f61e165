import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { nextFreeNummer } from '../queries/duplicate';
import { addRecord, api, assign, cell, detailOf, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let po: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, po } = await roleClients(t));
});
afterAll(() => t.close());

const uidOf = (client: CustomerClient) => client.user.session.usermodel.user_uid;
const versionOf = async (id: number) => (await detailOf(dsb, id)).verarbeitung.Version;
const rowsOf = async (ids: number[]) => Promise.all(ids.map(async (ID) => ({ ID, Version: await versionOf(ID) })));

describe('nextFreeNummer', () => {
  it('counts on from the highest number of the same pattern, keeping its width', () => {
    expect(nextFreeNummer('VT-001', new Set(['VT-001', 'VT-002', 'VT-026', 'X-99']))).toBe('VT-027');
    expect(nextFreeNummer('A7b', new Set(['A7b']))).toBe('A8b');
    expect(nextFreeNummer('DS', new Set(['DS', 'DS-2']))).toBe('DS-3');
    expect(nextFreeNummer('N'.repeat(50), new Set(['N'.repeat(50)])).length).toBeLessThanOrEqual(50);
  });
});

describe('POST /vvtedit/verarbeitung-duplicate', () => {
  it('copies the record with its cube and steps under "Kopie von …" and a free Nummer of its level, status 0, not assigned, not related', async () => {
    const id = await addRecord(
      dsb,
      { Nummer: 'DUP-008', Name: 'Bewerbermanagement', SDM_Ebene_Nr: 2, dsfa_ergebnis: 'Keine DSFA' },
      {
        sdmCube: [cell(2, 3, { ID_SDM_Cube_Status: 3 })],
        prozessschritte: [{ ID: 0, ID_SDM_Cube_Prozessschritt: 1, Beschreibung: 'Upload', IsModified: true }],
      },
    );
    await addRecord(dsb, { Nummer: 'DUP-009', SDM_Ebene_Nr: 2 });
    await addRecord(dsb, { Nummer: 'DUP-010', SDM_Ebene_Nr: 1 }); // another level: does not count
    await assign(dsb, id, [uidOf(po)]);
    const res = await dsb.post(api(VVT_PATHS.duplicate), { IdVerarbeitung: id });
    expect(res.statusCode).toBe(200);
    const { newVerarbeitungId, Nummer } = res.json() as { newVerarbeitungId: number; Nummer: string };
    expect(Nummer).toBe('DUP-010');
    const copy = await detailOf(dsb, newVerarbeitungId);
    expect(copy.verarbeitung).toMatchObject({
      Nummer: 'DUP-010',
      Name: 'Kopie von Bewerbermanagement',
      SDM_Ebene_Nr: 2,
      ID_Status: 0,
      Version: 1,
      dsfa_ergebnis: 'Keine DSFA',
    });
    expect(copy.sdmCube.find((c) => c.ID_SDM_Cube_Prozessschritt === 2 && c.ID_SDM_Cube_Schutzziel === 3)).toMatchObject({
      ID_SDM_Cube_Status: 3,
      Antwort: 'Antwort 2/3',
    });
    expect(copy.prozessschritte[0]).toMatchObject({ Beschreibung: 'Upload' });
    expect(copy.zugewieseneBenutzer).toEqual([]);
    const again = await dsb.post(api(VVT_PATHS.duplicate), { IdVerarbeitung: id });
    expect(again.json().Nummer).toBe('DUP-011');
  });

  it('names the copy in the caller language and leaves the DPO fields empty without WriteProtectedFields', async () => {
    const id = await addRecord(dsb, { Nummer: 'EN-1', Name: 'Payroll', dsfa_ergebnis: 'geprüft' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${api(VVT_PATHS.duplicate)}?customer_uid=${bearbeiter.customerUid}`,
      headers: { ...bearbeiter.user.session.headers, 'accept-language': 'en' },
      payload: { IdVerarbeitung: id },
    });
    expect(res.statusCode).toBe(200);
    const copy = await detailOf(dsb, res.json().newVerarbeitungId);
    expect(copy.verarbeitung).toMatchObject({ Name: 'Copy of Payroll', Nummer: 'EN-2', dsfa_ergebnis: '' });
  });

  it('is refused without VWS_VVTProzesse_Add, and answers 404 for an unknown record', async () => {
    const id = await addRecord(dsb, { Nummer: 'NOADD-1' });
    expect((await po.post(api(VVT_PATHS.duplicate), { IdVerarbeitung: id })).statusCode).toBe(403);
    expect((await dsb.post(api(VVT_PATHS.duplicate), { IdVerarbeitung: 2147483000 })).statusCode).toBe(404);
  });
});

describe('PUT /vvtedit/verarbeitungen-bulk', () => {
  it('changes status, group and assignees of every row in one go, each Version raised by one', async () => {
    const ids = [await addRecord(dsb, { Nummer: 'B-1' }), await addRecord(dsb, { Nummer: 'B-2' })];
    const rows = await rowsOf(ids);
    const res = await dsb.put(api(VVT_PATHS.bulk), { rows, changes: { ID_Status: 2, Gruppe: 'Vertrieb', zugewieseneBenutzer: [uidOf(po)] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: rows.map((r) => ({ ID: r.ID, Version: r.Version + 1 })), keptWriteProtectedFields: [] });
    for (const id of ids) {
      const detail = await detailOf(dsb, id);
      expect(detail.verarbeitung).toMatchObject({ ID_Status: 2, Gruppe: 'Vertrieb' });
      expect(detail.zugewieseneBenutzer.map((u) => u.user_uid)).toEqual([uidOf(po)]);
    }
  });

  it('refuses the whole batch when one row is stale, naming it, and stores nothing', async () => {
    const fresh = await addRecord(dsb, { Nummer: 'C-1', Gruppe: 'Alt' });
    const stale = await addRecord(dsb, { Nummer: 'C-2', Gruppe: 'Alt' });
    const rows = await rowsOf([fresh, stale]);
    await dsb.put(api(VVT_PATHS.bulk), { rows: [rows[1]], changes: { Gruppe: 'Zwischendurch' } });
    const res = await dsb.put(api(VVT_PATHS.bulk), { rows, changes: { Gruppe: 'Neu' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'itemHasBeenChanged', itemHasBeenChanged: true, conflicts: [{ ID: stale, label: 'C-2' }] });
    expect(res.json().message).toContain('C-2');
    expect((await detailOf(dsb, fresh)).verarbeitung).toMatchObject({ Gruppe: 'Alt', Version: rows[0]!.Version });
  });

  it('refuses the batch when the caller may not edit one of the rows (PO: only assigned ones)', async () => {
    const mine = await addRecord(dsb, { Nummer: 'P-1' });
    const other = await addRecord(dsb, { Nummer: 'P-2' });
    await assign(dsb, mine, [uidOf(po)]);
    await assign(dsb, other, [uidOf(dsb)]);
    const rows = await rowsOf([mine]);
    expect((await po.put(api(VVT_PATHS.bulk), { rows, changes: { Gruppe: 'PO' } })).statusCode).toBe(200);
    const both = await rowsOf([mine, other]);
    const res = await po.put(api(VVT_PATHS.bulk), { rows: both, changes: { Gruppe: 'PO2' } });
    expect(res.statusCode).toBe(404); // the other record is hidden from the PO: not revealed
    expect((await detailOf(dsb, mine)).verarbeitung.Gruppe).toBe('PO');
  });

  it('keeps the write-protected status without the permission and reports it; assignees need their permission', async () => {
    const id = await addRecord(dsb, { Nummer: 'W-1' });
    const rows = await rowsOf([id]);
    const res = await bearbeiter.put(api(VVT_PATHS.bulk), { rows, changes: { ID_Status: 3, Gruppe: 'Bearbeitet' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().keptWriteProtectedFields).toEqual(['ID_Status']);
    expect((await detailOf(dsb, id)).verarbeitung).toMatchObject({ ID_Status: 0, Gruppe: 'Bearbeitet' });
    const assigning = await bearbeiter.put(api(VVT_PATHS.bulk), { rows: await rowsOf([id]), changes: { zugewieseneBenutzer: [uidOf(po)] } });
    expect(assigning.statusCode).toBe(403);
    const notAssignable = await dsb.put(api(VVT_PATHS.bulk), { rows: await rowsOf([id]), changes: { zugewieseneBenutzer: [uidOf(bearbeiter)] } });
    expect(notAssignable.statusCode).toBe(400);
  });

  it('refuses a body without any change', async () => {
    const id = await addRecord(dsb, { Nummer: 'E-1' });
    expect((await dsb.put(api(VVT_PATHS.bulk), { rows: await rowsOf([id]), changes: {} })).statusCode).toBe(400);
  });
});
