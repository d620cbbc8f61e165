import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, detailOf, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, leser } = await roleClients(t));
});
afterAll(() => t.close());

const rowsOf = async (ids: number[]) => Promise.all(ids.map(async (ID) => ({ ID, Version: (await detailOf(dsb, ID)).datenweitergabe.Version })));
const art28 = (Schluessel: string) => ({ ID_Rechtsgrundlage: 1, Schluessel, Erfuellt: true, Bemerkung: 'geprüft' });

describe('POST /dwedit/datenweitergabe-duplicate', () => {
  it('copies the transfer with its checkpoints as "Kopie von …" at contract status 0, a second copy numbered', async () => {
    const id = await addTransfer(dsb, { Firma_Empfaenger: 'Lohnbüro Schmidt', Gruppe: 'Dup', ID_Vertragsstatus: 8 }, { pruefpunkte: [art28('a')] });
    const res = await dsb.post(api(DW_PATHS.duplicate), { IdDatenweitergabe: id });
    expect(res.statusCode).toBe(200);
    const copy = await detailOf(dsb, res.json().newDatenweitergabeId);
    expect(copy.datenweitergabe).toMatchObject({
      Firma_Empfaenger: 'Kopie von Lohnbüro Schmidt',
      Gruppe: 'Dup',
      ID_Vertragsstatus: 0,
      Version: 1,
      Ort: 'Köln',
    });
    expect(copy.pruefpunkte).toContainEqual(expect.objectContaining({ Schluessel: 'a', Erfuellt: true, Bemerkung: 'geprüft' }));
    const second = await dsb.post(api(DW_PATHS.duplicate), { IdDatenweitergabe: id });
    expect(second.json().Firma_Empfaenger).toBe('Kopie von Lohnbüro Schmidt (2)');
  });

  it('is refused without VWS_Datenweitergaben_Edit and answers 404 for an unknown transfer', async () => {
    const id = await addTransfer(dsb);
    expect((await leser.post(api(DW_PATHS.duplicate), { IdDatenweitergabe: id })).statusCode).toBe(403);
    expect((await dsb.post(api(DW_PATHS.duplicate), { IdDatenweitergabe: 2147483000 })).statusCode).toBe(404);
  });
});

describe('PUT /dwedit/datenweitergaben-bulk', () => {
  it('changes contract status and group of every row, each Version raised by one', async () => {
    const ids = [await addTransfer(dsb), await addTransfer(dsb)];
    const rows = await rowsOf(ids);
    const res = await dsb.put(api(DW_PATHS.bulk), { rows, changes: { ID_Vertragsstatus: 5, Gruppe: 'Sammel' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: rows.map((r) => ({ ID: r.ID, Version: r.Version + 1 })), keptWriteProtectedFields: [] });
    for (const id of ids) expect((await detailOf(dsb, id)).datenweitergabe).toMatchObject({ ID_Vertragsstatus: 5, Gruppe: 'Sammel' });
  });

  it('refuses the whole batch when one row is stale, naming its recipient, and stores nothing', async () => {
    const fresh = await addTransfer(dsb, { Firma_Empfaenger: 'Frisch AG' });
    const stale = await addTransfer(dsb, { Firma_Empfaenger: 'Veraltet AG' });
    const rows = await rowsOf([fresh, stale]);
    await dsb.put(api(DW_PATHS.bulk), { rows: [rows[1]], changes: { ID_Vertragsstatus: 2 } });
    const res = await dsb.put(api(DW_PATHS.bulk), { rows, changes: { ID_Vertragsstatus: 3 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ itemHasBeenChanged: true, conflicts: [{ ID: stale, label: 'Veraltet AG' }] });
    expect((await detailOf(dsb, fresh)).datenweitergabe).toMatchObject({ ID_Vertragsstatus: 1, Version: rows[0]!.Version });
  });

  it('refuses a group move that makes a recipient twice in its group, storing nothing; readers may not change', async () => {
    await addTransfer(dsb, { Firma_Empfaenger: 'Doppelt GmbH', Gruppe: 'Ziel' });
    const moving = await addTransfer(dsb, { Firma_Empfaenger: 'doppelt gmbh ', Gruppe: 'Start' });
    const rows = await rowsOf([moving]);
    const res = await dsb.put(api(DW_PATHS.bulk), { rows, changes: { Gruppe: 'Ziel' } });
    expect(res.statusCode).toBe(400);
    expect((await detailOf(dsb, moving)).datenweitergabe).toMatchObject({ Gruppe: 'Start', Version: rows[0]!.Version });
    expect((await leser.put(api(DW_PATHS.bulk), { rows, changes: { ID_Vertragsstatus: 2 } })).statusCode).toBe(403);
  });
});
