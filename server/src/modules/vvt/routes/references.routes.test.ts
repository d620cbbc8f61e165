import { VVT_PATHS, VVT_REFERENCE_KEYS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, BEISPIEL, cell, clientFor, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let po: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, po, leser } = await roleClients(t));
});
afterAll(() => t.close());

const inLanguage = (client: CustomerClient, path: string, language: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${api(path)}?customer_uid=${client.customerUid}${query}`,
    headers: { ...client.user.session.headers, 'accept-language': language },
  });

describe('GET /vvt/verarbeitungen-referenzen', () => {
  it('answers the nine lists with Name in the Accept-Language and both names', async () => {
    const de = (await inLanguage(leser, VVT_PATHS.referenzen, 'de-DE,de;q=0.9')).json();
    expect(Object.keys(de).sort()).toEqual([...VVT_REFERENCE_KEYS].sort());
    expect(de.verarbeitungen_status[0]).toEqual({ ID: 0, Name: 'In Bearbeitung', Name_de: 'In Bearbeitung', Name_en: 'In progress' });
    expect(de.sdm_cube_schutzziele).toHaveLength(7);
    expect(de.sdm_cube_prozessschritte.map((r: { Name: string }) => r.Name)).toEqual(['Erhebung', 'Speicherung', 'Verwendung', 'Löschung']);
    const en = (await inLanguage(leser, VVT_PATHS.referenzen, 'en-GB')).json();
    expect(en.vvt_bcm_kritikalitaeten.map((r: { Name: string }) => r.Name)).toEqual(['Non-critical', 'Important', 'Critical', 'Existential threat']);
    expect(en.vvt_ebenen[2]).toEqual({ ID: 3, Name: 'Infrastructure level', Name_de: 'Infrastrukturebene', Name_en: 'Infrastructure level' });
  });

  it('refuses a foreign customer', async () => {
    const foreign = await clientFor(t, 'dsb@example.com', BEISPIEL);
    expect((await foreign.get(api(VVT_PATHS.referenzen))).statusCode).toBe(403);
  });
});

describe('GET /vvt/verarbeitung-sdmcube-report', () => {
  it('answers 28 rows, unstored cells as status 0 and risk 0', async () => {
    const id = await addRecord(dsb, {}, { sdmCube: [cell(3, 6, { ID_SDM_Cube_Status: 2, ID_SDM_Cube_Risikostufe: 3 })] });
    const res = await leser.get(api(VVT_PATHS.sdmCubeReport), { IdVerarbeitung: id });
    const rows = res.json().sdmCubeModel as Array<{ ID_Schutzziel: number; ID_Prozessschritt: number; ID_Status: number; ID_Risikostufe: number }>;
    expect(rows).toHaveLength(28);
    expect(rows[0]).toEqual({ ID_Schutzziel: 1, ID_Prozessschritt: 1, ID_Status: 0, ID_Risikostufe: 0 });
    expect(rows.find((r) => r.ID_Schutzziel === 6 && r.ID_Prozessschritt === 3)).toEqual({
      ID_Schutzziel: 6,
      ID_Prozessschritt: 3,
      ID_Status: 2,
      ID_Risikostufe: 3,
    });
    expect(rows.filter((r) => r.ID_Status !== 0)).toHaveLength(1);
  });

  it('answers 404 for an unknown record and 400 without IdVerarbeitung', async () => {
    expect((await leser.get(api(VVT_PATHS.sdmCubeReport), { IdVerarbeitung: 999999 })).statusCode).toBe(404);
    expect((await leser.get(api(VVT_PATHS.sdmCubeReport))).statusCode).toBe(400);
  });
});

describe('GET /vvt/verarbeitungen-summary-report', () => {
  it('counts visible records per level and status, pending reviews and the caller assigned ones', async () => {
    const before = (await po.get(api(VVT_PATHS.summaryReport), { totals_only: 'true' })).json();
    const id = await addRecord(dsb, { SDM_Ebene_Nr: 3, Nummer: 'S-1' });
    await addRecord(dsb, { SDM_Ebene_Nr: 3, Nummer: 'S-2' });
    await assign(dsb, id, [po.user.session.usermodel.user_uid]);
    await po.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: true });
    const after = (await po.get(api(VVT_PATHS.summaryReport), { totals_only: 'true' })).json();
    const level3 = (s: { totals: Array<{ SDM_Ebene_Nr: number; ID_Status: number; Anzahl: number }> }) =>
      s.totals.find((r) => r.SDM_Ebene_Nr === 3 && r.ID_Status === 0)?.Anzahl ?? 0;
    expect(level3(after) - level3(before)).toBe(1);
    expect(after.zurPruefungDSB - before.zurPruefungDSB).toBe(1);
    expect(after.zugeordnet - before.zugeordnet).toBe(1);
    const all = (await leser.get(api(VVT_PATHS.summaryReport))).json();
    expect(level3(all)).toBeGreaterThanOrEqual(2);
  });
});

describe('PUT /vvt/vvt-report-update-freitext', () => {
  it('stores the free text for the DSB and shows it with the list; others are refused', async () => {
    const res = await dsb.put(api(VVT_PATHS.freitext), { text: 'Stand: Register vollständig geprüft.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().textModel).toMatchObject({ key: 'Vvt_Freitext', text: 'Stand: Register vollständig geprüft.' });
    expect((await leser.get(api(VVT_PATHS.verarbeitungen))).json().textModel.text).toBe('Stand: Register vollständig geprüft.');
    for (const client of [leser, po]) expect((await client.put(api(VVT_PATHS.freitext), { text: 'x' })).statusCode).toBe(403);
    expect((await dsb.put(api(VVT_PATHS.freitext), { text: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});
