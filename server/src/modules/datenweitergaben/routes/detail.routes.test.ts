import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, BEISPIEL, clientFor, type CustomerClient, detailOf, roleClients, validTransfer } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, leser } = await roleClients(t));
});
afterAll(() => t.close());

const count = async () => ((await dsb.get(api(DW_PATHS.list))).json().datenweitergaben_list as unknown[]).length;
const art28 = (Schluessel: string, Erfuellt = true, Bemerkung = '') => ({ ID_Rechtsgrundlage: 1, Schluessel, Erfuellt, Bemerkung });

describe('POST /dwedit/datenweitergabe-add and GET /dw/datenweitergabe-detail', () => {
  it('creates a transfer at Version 1 with its checkpoints and dates', async () => {
    const id = await addTransfer(
      bearbeiter,
      {
        Vertragsende: '2027-03-31',
        Land_Code: 'US',
        isDatenweitergabe_ausserhalb_EU: true,
        ID_Rechtsgrundlage_ausserhalb_EU: 2,
        Vertrag_Link: 'https://example.com/v.pdf',
      },
      { pruefpunkte: [art28('a'), art28('c', false, 'TOM fehlen')] },
    );
    const detail = await detailOf(leser, id);
    expect(detail.datenweitergabe).toEqual(
      expect.objectContaining({
        ID: id,
        Version: 1,
        Vertragsende: '2027-03-31',
        Unterzeichnungsdatum: null,
        ID_Rechtsgrundlage_ausserhalb_EU: 2,
        Bearbeiter_User_Uid: bearbeiter.user.session.usermodel.user_uid,
      }),
    );
    expect(detail.pruefpunkte).toEqual([art28('a'), art28('c', false, 'TOM fehlen')]);
  });

  it.each([
    ['an empty recipient', { Firma_Empfaenger: '   ' }],
    ['an invisible recipient', { Firma_Empfaenger: '\u200b' }],
    ['a day that does not exist', { Vertragsende: '2026-02-30' }],
    ['a script link', { Vertrag_Link: 'javascript:alert(1)' }],
    ['an unknown status', { ID_Vertragsstatus: 10 }],
    ['an unknown legal basis', { ID_Rechtsgrundlage: 7 }],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides) => {
    const before = await count();
    const res = await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer(overrides as never) });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a checkpoint of another legal basis', [{ ID_Rechtsgrundlage: 3, Schluessel: 'vereinbarung', Erfuellt: true }]],
    ['a checkpoint the basis does not have', [art28('vereinbarung')]],
    ['a checkpoint twice', [art28('a'), art28('a')]],
  ])('refuses %s with 400 and stores nothing', async (_name, pruefpunkte) => {
    const before = await count();
    const res = await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer(), pruefpunkte });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses the same recipient twice in one group (unique lock)', async () => {
    await addTransfer(dsb, { Gruppe: 'Doppelt', Firma_Empfaenger: 'Einmal GmbH' });
    const res = await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer({ Gruppe: 'doppelt ', Firma_Empfaenger: ' einmal gmbh' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'datenweitergabe.Firma_Empfaenger', code: 'duplicateEmpfaenger', message: expect.any(String) }]);
    expect((await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer({ Gruppe: 'Andere', Firma_Empfaenger: 'Einmal GmbH' }) })).statusCode).toBe(200);
  });

  it('refuses a reader (403)', async () => {
    expect((await leser.post(api(DW_PATHS.add), { datenweitergabe: validTransfer() })).statusCode).toBe(403);
  });

  it('answers 404 for an ID no transfer has, 400 for one that is no number', async () => {
    const ownIds = ((await dsb.get(api(DW_PATHS.list))).json().datenweitergaben_list as Array<{ ID: number }>).map((d) => d.ID);
    const missing = Math.max(...ownIds) + 1000;
    expect((await dsb.get(api(DW_PATHS.detail), { datenweitergabeId: missing })).statusCode).toBe(404);
    expect((await dsb.get(api(DW_PATHS.detail), { datenweitergabeId: 'x' })).statusCode).toBe(400);
  });

  it("answers 404 for a transfer of Beispiel AG asked for with Muster GmbH's customer_uid, and changes nothing there", async () => {
    // multi@ is DSB in Muster GmbH and Leser in Beispiel AG: it sees the transfer in Beispiel AG.
    const inBeispiel = await clientFor(t, 'multi@example.com', BEISPIEL);
    const inMuster = await clientFor(t, 'multi@example.com');
    const foreign = ((await inBeispiel.get(api(DW_PATHS.list))).json().datenweitergaben_list as Array<{ ID: number; Firma_Empfaenger: string }>)[0]!;
    const before = await detailOf(inBeispiel, foreign.ID);
    expect(before.datenweitergabe.Firma_Empfaenger).toBe(foreign.Firma_Empfaenger);
    // Each customer numbers its transfers on its own: Muster GmbH's transfer of that number goes, so the ID is Beispiel AG's only.
    const sameNumber = await inMuster.get(api(DW_PATHS.detail), { datenweitergabeId: foreign.ID });
    if (sameNumber.statusCode === 200) await inMuster.delete(api(DW_PATHS.delete), { IdDatenweitergabe: foreign.ID });

    expect((await inMuster.get(api(DW_PATHS.detail), { datenweitergabeId: foreign.ID })).statusCode).toBe(404);
    expect((await inMuster.get(api(DW_PATHS.mappings), { datenweitergabeId: foreign.ID })).statusCode).toBe(404);
    const update = await inMuster.put(api(DW_PATHS.update), {
      datenweitergabe: { ...before.datenweitergabe, Ort: 'Fremd' },
      pruefpunkte: [],
      forceUpdate: true,
    });
    expect(update.statusCode).toBe(404);
    expect((await inMuster.delete(api(DW_PATHS.delete), { IdDatenweitergabe: foreign.ID })).statusCode).toBe(404);
    expect(await detailOf(inBeispiel, foreign.ID)).toEqual(before);
  });
});

describe('PUT /dwedit/datenweitergabe-update', () => {
  it('stores a change with Version + 1; a stale Version stores nothing (409); forceUpdate overwrites', async () => {
    const id = await addTransfer(dsb, {}, { pruefpunkte: [art28('a')] });
    const { datenweitergabe } = await detailOf(dsb, id);
    const first = await bearbeiter.put(api(DW_PATHS.update), {
      datenweitergabe: { ...datenweitergabe, Ort: 'Bonn' },
      pruefpunkte: [art28('a', false), art28('b')],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ itemHasBeenChanged: false, Version: 2 });
    const stale = await dsb.put(api(DW_PATHS.update), { datenweitergabe: { ...datenweitergabe, Ort: 'Aachen' }, pruefpunkte: [art28('c')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ error: 'itemHasBeenChanged', itemHasBeenChanged: true }));
    let detail = await detailOf(dsb, id);
    expect(detail.datenweitergabe).toEqual(expect.objectContaining({ Ort: 'Bonn', Version: 2 }));
    expect(detail.pruefpunkte).toEqual([art28('a', false), art28('b')]);
    const forced = await dsb.put(api(DW_PATHS.update), { datenweitergabe: { ...datenweitergabe, Ort: 'Aachen' }, pruefpunkte: [], forceUpdate: true });
    expect(forced.json()).toEqual({ itemHasBeenChanged: false, Version: 3 });
    detail = await detailOf(dsb, id);
    expect(detail.datenweitergabe.Ort).toBe('Aachen');
  });

  it('keeps the checkpoints of each legal basis apart when the basis changes', async () => {
    const id = await addTransfer(dsb, {}, { pruefpunkte: [art28('a')] });
    const { datenweitergabe } = await detailOf(dsb, id);
    const res = await dsb.put(api(DW_PATHS.update), {
      datenweitergabe: { ...datenweitergabe, ID_Rechtsgrundlage: 3 },
      pruefpunkte: [{ ID_Rechtsgrundlage: 3, Schluessel: 'vereinbarung', Erfuellt: true }],
    });
    expect(res.statusCode).toBe(200);
    const detail = await detailOf(dsb, id);
    expect(detail.datenweitergabe.ID_Rechtsgrundlage).toBe(3);
    expect(detail.pruefpunkte).toEqual([art28('a'), { ID_Rechtsgrundlage: 3, Schluessel: 'vereinbarung', Erfuellt: true, Bemerkung: '' }]);
  });

  it('refuses a missing transfer (404), ID 0 (400) and a reader (403)', async () => {
    expect((await dsb.put(api(DW_PATHS.update), { datenweitergabe: validTransfer({ ID: 99999, Version: 1 }) })).statusCode).toBe(404);
    expect((await dsb.put(api(DW_PATHS.update), { datenweitergabe: validTransfer({ ID: 0 }) })).statusCode).toBe(400);
    expect((await leser.put(api(DW_PATHS.update), { datenweitergabe: validTransfer({ ID: 1, Version: 1 }) })).statusCode).toBe(403);
  });
});

describe('the country of a transfer (issue 23)', () => {
  it('stores the code of a known free text and derives the outside-EU flag from it', async () => {
    const usa = await addTransfer(dsb, { Land: 'USA', isDatenweitergabe_ausserhalb_EU: false, ID_Rechtsgrundlage_ausserhalb_EU: 2 });
    expect((await detailOf(dsb, usa)).datenweitergabe).toMatchObject({ Land_Code: 'US', Land: 'Vereinigte Staaten', isDatenweitergabe_ausserhalb_EU: true });
    const irland = await addTransfer(dsb, { Land_Code: 'IE', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 1 });
    expect((await detailOf(dsb, irland)).datenweitergabe).toMatchObject({
      Land: 'Irland',
      isDatenweitergabe_ausserhalb_EU: false,
      ID_Rechtsgrundlage_ausserhalb_EU: null,
    });
    const listed = ((await dsb.get(api(DW_PATHS.list))).json().datenweitergaben_list as Array<{ ID: number; Land_Code: string | null }>).find(
      (d) => d.ID === usa,
    );
    expect(listed?.Land_Code).toBe('US');
  });

  it('refuses a third country without adequacy decision and without safeguard, with a clear message, and stores nothing', async () => {
    const before = await count();
    const res = await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer({ Land_Code: 'AU' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'datenweitergabe.ID_Rechtsgrundlage_ausserhalb_EU', code: 'safeguardRequired', message: expect.stringContaining('Garantie') },
    ]);
    const de = await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer({ Land_Code: 'AU', ID_Rechtsgrundlage_ausserhalb_EU: 1 }) });
    expect(de.json().fields).toEqual([
      { path: 'datenweitergabe.ID_Rechtsgrundlage_ausserhalb_EU', code: 'noAdequacyDecision', message: expect.stringContaining('Angemessenheitsbeschluss') },
    ]);
    expect((await dsb.post(api(DW_PATHS.add), { datenweitergabe: validTransfer({ Land_Code: 'ZZ' }) })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await addTransfer(dsb, { Land_Code: 'AU', ID_Rechtsgrundlage_ausserhalb_EU: 2 })).toBeGreaterThan(0);
  });

  it('GET /common/countries answers the catalogue to any signed-in user', async () => {
    const res = await leser.get(api('/common/countries'));
    expect(res.statusCode).toBe(200);
    const { countries } = res.json() as { countries: Array<{ code: string }> };
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.code === 'JP')).toEqual({ code: 'JP', de: 'Japan', en: 'Japan', eu: false, eea: false, adequacy: true });
  });
});

describe('DELETE /dwedit/datenweitergabe-delete', () => {
  it('deletes a transfer with its checkpoints; a second delete is 404; a reader is refused', async () => {
    const id = await addTransfer(dsb, {}, { pruefpunkte: [art28('a')] });
    expect((await leser.delete(api(DW_PATHS.delete), { IdDatenweitergabe: id })).statusCode).toBe(403);
    expect((await bearbeiter.delete(api(DW_PATHS.delete), { IdDatenweitergabe: id })).json()).toEqual({ ok: true });
    expect((await dsb.get(api(DW_PATHS.detail), { datenweitergabeId: id })).statusCode).toBe(404);
    expect((await dsb.delete(api(DW_PATHS.delete), { IdDatenweitergabe: id })).statusCode).toBe(404);
  });
});
