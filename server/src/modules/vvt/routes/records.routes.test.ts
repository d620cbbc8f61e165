import { SORTIERUNG_MAX, SORTIERUNG_STEP } from '@vws/shared/contract/ordering';
import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, BEISPIEL, cell, clientFor, detailOf, listIds, validRecord, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let po: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, po, leser } = await roleClients(t));
});
afterAll(() => t.close());

const updateBody = async (client: CustomerClient, id: number, overrides: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => {
  const { verarbeitung } = await detailOf(client, id);
  return { verarbeitung: { ...verarbeitung, ...overrides }, sdmCube: [], prozessschritte: [], ...rest };
};

describe('POST /vvtedit/verarbeitung-add', () => {
  it('stores a record at status 0 and Version 1 with its cells and steps; the detail answers 28 cells and 4 steps', async () => {
    const id = await addRecord(
      dsb,
      { ID_Status: 3, Version: 7, dsfa_ergebnis: 'DSFA nicht erforderlich' },
      {
        sdmCube: [cell(1, 1), cell(4, 7, { ID_SDM_Cube_Status: 3, ID_SDM_Cube_Risikostufe: 3 })],
        prozessschritte: [{ ID: 0, ID_SDM_Cube_Prozessschritt: 2, Beschreibung: 'Ablage im ERP', IsModified: true }],
      },
    );
    const detail = await detailOf(dsb, id);
    expect(detail.verarbeitung).toMatchObject({
      ID: id,
      ID_Status: 0,
      Version: 1,
      Nummer: expect.stringMatching(/^T-\d+$/),
      personengruppen: ['employees'],
      dsfa_ergebnis: 'DSFA nicht erforderlich',
    });
    expect(detail.sdmCube).toHaveLength(28);
    expect(detail.sdmCube.filter((c) => (c.ID as number) > 0)).toHaveLength(2);
    expect(detail.sdmCube[27]).toMatchObject({
      ID_SDM_Cube_Prozessschritt: 4,
      ID_SDM_Cube_Schutzziel: 7,
      ID_SDM_Cube_Status: 3,
      SDM_Cube_Schutzziel_Name: 'Verfügbarkeit',
    });
    expect(detail.sdmCube[1]).toMatchObject({ ID: 0, ID_SDM_Cube_Status: 0, ID_SDM_Cube_Risikostufe: 0, SDM_Cube_Schutzziel_Name: 'Transparenz' });
    expect(detail.prozessschritte.map((s) => s.Beschreibung)).toEqual(['', 'Ablage im ERP', '', '']);
    expect(detail.prozessschritte[0]).toMatchObject({ ID: 0, ID_SDM_Cube_Prozessschritt: 1 });
  });

  it('names the protection goals in the caller language', async () => {
    const id = await addRecord(dsb);
    const res = await dsb.user.get(`${api(VVT_PATHS.detail)}?customer_uid=${dsb.customerUid}&IdVerarbeitung=${id}`);
    expect(res.statusCode).toBe(200);
    const en = await t.app.inject({
      method: 'GET',
      url: `${api(VVT_PATHS.detail)}?customer_uid=${dsb.customerUid}&IdVerarbeitung=${id}`,
      headers: { ...dsb.user.session.headers, 'accept-language': 'en' },
    });
    expect(en.json().sdmCube[0].SDM_Cube_Schutzziel_Name).toBe('Data minimisation');
  });

  it('stores the DPO statement and results empty for a caller without WriteProtectedFields', async () => {
    const id = await addRecord(bearbeiter, {
      dsfa_stellungnahme_dsb: 'ok',
      dsfa_ergebnis: 'ok',
      bi_ergebnis: 'ok',
      dsfa_systematische_beschreibung: 'Beschreibung',
    });
    const { verarbeitung } = await detailOf(bearbeiter, id);
    expect(verarbeitung).toMatchObject({ dsfa_stellungnahme_dsb: '', dsfa_ergebnis: '', bi_ergebnis: '', dsfa_systematische_beschreibung: 'Beschreibung' });
  });

  it.each([
    ['empty Nummer', { verarbeitung: validRecord({ Nummer: ' ' }) }],
    ['empty Name', { verarbeitung: validRecord({ Name: '' }) }],
    ['level 4', { verarbeitung: validRecord({ SDM_Ebene_Nr: 4 }) }],
    ['duplicate cell', { verarbeitung: validRecord({ Nummer: 'DUP' }), sdmCube: [cell(1, 1), cell(1, 1)] }],
    [
      'duplicate step',
      { verarbeitung: validRecord({ Nummer: 'DUP' }), prozessschritte: [{ ID_SDM_Cube_Prozessschritt: 1 }, { ID_SDM_Cube_Prozessschritt: 1 }] },
    ],
    ['goal 8', { verarbeitung: validRecord({ Nummer: 'DUP' }), sdmCube: [cell(1, 8)] }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await listIds(dsb);
    const res = await dsb.post(api(VVT_PATHS.add), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    expect(await listIds(dsb)).toEqual(before);
  });

  it('is refused to the PO and the Leser', async () => {
    for (const client of [po, leser]) expect((await client.post(api(VVT_PATHS.add), { verarbeitung: validRecord() })).statusCode).toBe(403);
  });

  it('puts a new record after the last one (Sortierung 0 = last), never beyond the bounded range', async () => {
    const list = async () => (await dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as { ID: number; Sortierung: number }[];
    const highest = Math.max(...(await list()).map((v) => v.Sortierung));
    const id = await addRecord(dsb, { Sortierung: 0 });
    expect((await list()).find((v) => v.ID === id)!.Sortierung).toBe(highest + SORTIERUNG_STEP);
    const top = await addRecord(dsb, { Sortierung: SORTIERUNG_MAX });
    const after = await addRecord(dsb);
    const rows = await list();
    expect(rows.find((v) => v.ID === top)!.Sortierung).toBe(SORTIERUNG_MAX);
    expect(rows.find((v) => v.ID === after)!.Sortierung).toBe(SORTIERUNG_MAX);
    const tooHigh = await dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Sortierung: 2147483647 }) });
    expect(tooHigh.statusCode).toBe(400);
  });

  it('refuses a Nummer that exists at the same level (case and blanks aside), with the field and a clear message in de and en', async () => {
    await addRecord(dsb, { Nummer: 'DUP-1', SDM_Ebene_Nr: 2 });
    const again = await dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: ' dup-1 ', SDM_Ebene_Nr: 2 }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([
      { path: 'verarbeitung.Nummer', message: 'Diese Nummer ist auf dieser Ebene bereits vergeben.', code: 'duplicateNummerAtLevel' },
    ]);
    const en = await t.app.inject({
      method: 'POST',
      url: `${api(VVT_PATHS.add)}?customer_uid=${dsb.customerUid}`,
      headers: { ...dsb.user.session.headers, 'accept-language': 'en' },
      payload: { verarbeitung: validRecord({ Nummer: 'DUP-1', SDM_Ebene_Nr: 2 }) },
    });
    expect(en.json().fields[0].message).toBe('This number is already in use at this level.');
    // Another level is another register; renaming or moving onto a taken Nummer is refused too.
    const other = await addRecord(dsb, { Nummer: 'DUP-1', SDM_Ebene_Nr: 3 });
    const moved = await dsb.put(api(VVT_PATHS.update), await updateBody(dsb, other, { SDM_Ebene_Nr: 2 }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields[0].code).toBe('duplicateNummerAtLevel');
  });
});

describe('GET /vvt/verarbeitungen and the name list', () => {
  it('lists every record for the DSB and the Leser with the list-item keys', async () => {
    const id = await addRecord(dsb, { Nummer: 'L-1', SDM_Ebene_Nr: 2 });
    const res = await leser.get(api(VVT_PATHS.verarbeitungen));
    expect(res.statusCode).toBe(200);
    const item = res.json().verarbeitungen.find((v: { ID: number }) => v.ID === id);
    expect(item).toEqual({
      ID: id,
      SDM_Ebene_Nr: 2,
      ID_Status: 0,
      Gruppe: 'Personal',
      Nummer: 'L-1',
      Name: 'Reisekostenabrechnung',
      Zweck: 'Erstattung von Reisekosten der Beschäftigten',
      Verantwortlich_Name: 'Petra Neumann',
      Verantwortlich_Abteilung: 'Personal',
      Sortierung: expect.any(Number),
      Version: 1,
      Bearbeitungsdatum: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isBereitZurPruefungDSB: false,
      PruefungDSB_angefordert_am: null,
      isAssignedToCurrentUser: false,
    });
    expect(res.json().textModel).toMatchObject({ key: 'Vvt_Freitext' });
    const names = await leser.get(api(VVT_PATHS.nameList));
    expect(names.json().verarbeitungen_name_list).toContainEqual({ ID: id, SDM_Ebene_Nr: 2, Nummer: 'L-1', Name: 'Reisekostenabrechnung' });
  });

  it('refuses a customer the caller is not a member of', async () => {
    const foreign = await clientFor(t, 'dsb@example.com', BEISPIEL);
    expect((await foreign.get(api(VVT_PATHS.verarbeitungen))).statusCode).toBe(403);
  });
});

describe('PUT /vvtedit/verarbeitung-update', () => {
  it('saves record, cells and steps and raises the Version', async () => {
    const id = await addRecord(dsb, {}, { sdmCube: [cell(1, 1)] });
    const body = await updateBody(
      dsb,
      id,
      { Name: 'Reisekosten (neu)', ID_Status: 2 },
      {
        sdmCube: [cell(1, 1, { Antwort: 'geändert' }), cell(2, 3)],
        prozessschritte: [{ ID_SDM_Cube_Prozessschritt: 3, Beschreibung: 'Auswertung' }],
      },
    );
    const res = await dsb.put(api(VVT_PATHS.update), body);
    expect(res.json()).toEqual({ itemHasBeenChanged: false, Version: 2, keptWriteProtectedFields: [] });
    const detail = await detailOf(dsb, id);
    expect(detail.verarbeitung).toMatchObject({ Name: 'Reisekosten (neu)', ID_Status: 2, Version: 2 });
    expect(detail.sdmCube.filter((c) => (c.ID as number) > 0).map((c) => c.Antwort)).toEqual(['geändert', 'Antwort 2/3']);
    expect(detail.prozessschritte[2].Beschreibung).toBe('Auswertung');
  });

  it('answers 409 itemHasBeenChanged on a stale Version and stores nothing; forceUpdate overwrites', async () => {
    const id = await addRecord(dsb);
    const stale = await updateBody(dsb, id, { Name: 'Erste Änderung' });
    expect((await dsb.put(api(VVT_PATHS.update), stale)).statusCode).toBe(200);
    const res = await dsb.put(api(VVT_PATHS.update), { ...stale, verarbeitung: { ...stale.verarbeitung, Name: 'Zweite' }, sdmCube: [cell(1, 1)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'itemHasBeenChanged', itemHasBeenChanged: true });
    let detail = await detailOf(dsb, id);
    expect(detail.verarbeitung.Name).toBe('Erste Änderung');
    expect(detail.sdmCube.every((c) => c.ID === 0)).toBe(true);
    const forced = await dsb.put(api(VVT_PATHS.update), { ...stale, verarbeitung: { ...stale.verarbeitung, Name: 'Zweite' }, forceUpdate: true });
    expect(forced.json()).toMatchObject({ itemHasBeenChanged: false, Version: 3 });
    detail = await detailOf(dsb, id);
    expect(detail.verarbeitung.Name).toBe('Zweite');
  });

  it('keeps the write-protected fields for the Bearbeiter and lists those sent changed', async () => {
    const id = await addRecord(dsb, { dsfa_ergebnis: 'Restrisiko tragbar' });
    const body = await updateBody(bearbeiter, id, { ID_Status: 1, dsfa_ergebnis: 'Restrisiko tragbar', bi_ergebnis: 'überwiegt', Zweck: 'neu' });
    const res = await bearbeiter.put(api(VVT_PATHS.update), body);
    expect(res.statusCode).toBe(200);
    expect(res.json().keptWriteProtectedFields).toEqual(['ID_Status', 'bi_ergebnis']);
    expect((await detailOf(dsb, id)).verarbeitung).toMatchObject({ ID_Status: 0, dsfa_ergebnis: 'Restrisiko tragbar', bi_ergebnis: '', Zweck: 'neu' });
  });

  it('lets the PO edit an assigned record only, without its status', async () => {
    const poUid = po.user.session.usermodel.user_uid;
    const mine = await addRecord(dsb, { Nummer: 'PO-1' });
    const other = await addRecord(dsb, { Nummer: 'PO-2' });
    await assign(dsb, mine, [poUid]);
    await assign(dsb, other, [dsb.user.session.usermodel.user_uid]);
    const res = await po.put(api(VVT_PATHS.update), await updateBody(po, mine, { ID_Status: 1, Zweck: 'vom PO' }));
    expect(res.json()).toMatchObject({ Version: 3 /* add, assignment, this save */, keptWriteProtectedFields: ['ID_Status'] });
    const hidden = await dsb.put(api(VVT_PATHS.update), await updateBody(dsb, other));
    expect(hidden.statusCode).toBe(200);
    const body = await updateBody(dsb, other);
    expect((await po.put(api(VVT_PATHS.update), body)).statusCode).toBe(404);
    expect((await po.get(api(VVT_PATHS.detail), { IdVerarbeitung: other })).statusCode).toBe(404);
  });

  it('refuses the Leser (403) and an unknown record (404)', async () => {
    const id = await addRecord(dsb);
    expect((await leser.put(api(VVT_PATHS.update), await updateBody(dsb, id))).statusCode).toBe(403);
    const body = await updateBody(dsb, id);
    expect((await dsb.put(api(VVT_PATHS.update), { ...body, verarbeitung: { ...body.verarbeitung, ID: 999999 } })).statusCode).toBe(404);
  });

  it('refuses duplicate cells with 400 and stores nothing', async () => {
    const id = await addRecord(dsb);
    const res = await dsb.put(api(VVT_PATHS.update), await updateBody(dsb, id, { Name: 'nie' }, { sdmCube: [cell(2, 2), cell(2, 2)] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'sdmCube.1', code: 'duplicate', message: expect.any(String) }]);
    expect((await detailOf(dsb, id)).verarbeitung).toMatchObject({ Name: 'Reisekostenabrechnung', Version: 1 });
  });
});

describe('DELETE /vvtedit/verarbeitung-delete', () => {
  it('removes the record with its cells, steps, assignments and relations', async () => {
    const parent = await addRecord(dsb, { Nummer: 'D-1' }, { sdmCube: [cell(1, 1)], prozessschritte: [{ ID_SDM_Cube_Prozessschritt: 1, Beschreibung: 'x' }] });
    const child = await addRecord(dsb, { Nummer: 'D-2', SDM_Ebene_Nr: 2 });
    await assign(dsb, parent, [po.user.session.usermodel.user_uid]);
    const rel = await dsb.put(api(VVT_PATHS.relationsEdit), {
      IdVerarbeitung: parent,
      relations: [{ ID: 0, ID_Verarbeitung_Parent: parent, ID_Verarbeitung_Child: child, Ebene_Nr_Child: 2 }],
    });
    expect(rel.statusCode).toBe(200);
    expect((await bearbeiter.delete(api(VVT_PATHS.delete), { IdVerarbeitung: parent })).statusCode).toBe(200);
    expect((await dsb.get(api(VVT_PATHS.detail), { IdVerarbeitung: parent })).statusCode).toBe(404);
    expect((await dsb.get(api(VVT_PATHS.relations), { IdVerarbeitung: child })).json().parents).toEqual([]);
    expect(await listIds(po)).not.toContain(parent);
  });

  it('refuses the PO and the Leser, and answers 404 for an unknown record', async () => {
    const id = await addRecord(dsb);
    for (const client of [po, leser]) expect((await client.delete(api(VVT_PATHS.delete), { IdVerarbeitung: id })).statusCode).toBe(403);
    expect((await dsb.delete(api(VVT_PATHS.delete), { IdVerarbeitung: 999999 })).statusCode).toBe(404);
    expect((await dsb.delete(api(VVT_PATHS.delete), {})).statusCode).toBe(400);
  });
});
