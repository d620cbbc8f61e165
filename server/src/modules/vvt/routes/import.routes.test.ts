import { sql } from 'kysely';
import { SORTIERUNG_MAX } from '@vws/shared/contract/ordering';
import { VVT_PATHS, VVT_REPORT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { api, clientFor, detailOf, listIds, type CustomerClient } from '../test/helpers';

jest.setTimeout(60_000);

/** GET /meta-admin/vvt-list-import and POST /meta-admin/vvt-import (spec §7 "Import", §8 messages decided by the client). */
let t: TestApp;
let meta: CustomerClient;
let templates: { ID: number; SDM_Ebene_Nr: number; SDM_Ebene_Name: string; Nummer: string; Name: string; Zweck: string; Gruppe: string }[];
const idOf = (nummer: string) => templates.find((v) => v.Nummer === nummer)!.ID;

beforeAll(async () => {
  t = await createTestApp();
  meta = await clientFor(t, 'meta@example.com');
  const res = await meta.get(api(VVT_REPORT_PATHS.importList));
  expect(res.statusCode).toBe(200);
  templates = res.json().verarbeitungen;
});
afterAll(() => t.close());

it('lists the template catalogue of "Vorlagen" as import list items: at least 60 processing activities plus applications and infrastructure', () => {
  const perLevel = [1, 2, 3].map((level) => templates.filter((v) => v.SDM_Ebene_Nr === level).length);
  expect(perLevel[0]).toBeGreaterThanOrEqual(60);
  expect(perLevel[1]).toBeGreaterThanOrEqual(15);
  expect(perLevel[2]).toBeGreaterThanOrEqual(6);
  expect(Object.keys(templates[0]!).sort()).toEqual(['Gruppe', 'ID', 'Name', 'Nummer', 'SDM_Ebene_Name', 'SDM_Ebene_Nr', 'Zweck', 'alreadyPresent']);
  expect(templates[0]).toMatchObject({ SDM_Ebene_Nr: 1, SDM_Ebene_Name: 'Fachebene' });
  expect(templates.every((v) => v.Zweck.length > 10 && v.Name.length > 3)).toBe(true);
});

it('names the level in the language of the request', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${VVT_REPORT_PATHS.importList}?customer_uid=${meta.customerUid}`,
    headers: { ...meta.user.session.headers, 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().verarbeitungen[0].SDM_Ebene_Name).toBe('Business level');
});

it('imports templates with their cube, steps and the relations among them', async () => {
  const chosen = [idOf('V-HR-03'), idOf('VA-04'), idOf('VI-05')];
  const res = await meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: chosen });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ importedVerarbeitungenIds: chosen, failedVerarbeitungenIds: [], alreadyPresentVerarbeitungenIds: [] });
  // The list marks them as present in the customer now.
  const after = (await meta.get(api(VVT_REPORT_PATHS.importList))).json().verarbeitungen as { ID: number; alreadyPresent: boolean }[];
  expect(after.filter((v) => v.alreadyPresent && chosen.includes(v.ID)).map((v) => v.ID)).toEqual(chosen);

  const list = (await meta.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as { ID: number; Nummer: string; ID_Status: number }[];
  const imported = list.find((v) => v.Nummer === 'V-HR-03')!;
  expect(imported.ID_Status).toBe(0);
  const detail = await detailOf(meta, imported.ID);
  expect(detail.verarbeitung).toMatchObject({ Name: 'Bewerbermanagement', Version: 1, personengruppen: ['applicants'] });
  expect(String(detail.verarbeitung.datensicherheit_tom).length).toBeGreaterThan(20);
  expect(detail.sdmCube.filter((cell) => Number(cell.ID) > 0)).toHaveLength(28);
  const relations = (await meta.get(api(VVT_PATHS.relations), { IdVerarbeitung: imported.ID })).json();
  expect(relations.children.map((r: { Nummer: string }) => r.Nummer)).toEqual(['VA-04']);
  expect(relations.indirect.map((r: { Nummer: string }) => r.Nummer)).toEqual(['VI-05']);
});

it('does not import a template whose Nummer already exists at its level: partial and total failure', async () => {
  const five = ['V-HR-03', 'V-FI-01', 'V-MK-01', 'V-IT-01', 'V-FM-01'].map(idOf);
  const before = (await listIds(meta)).length;
  const partial = (await meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: five })).json();
  expect(partial.failedVerarbeitungenIds).toEqual([idOf('V-HR-03')]);
  expect(partial.alreadyPresentVerarbeitungenIds).toEqual([idOf('V-HR-03')]);
  expect(partial.importedVerarbeitungenIds).toEqual(five.slice(1));
  expect((await listIds(meta)).length).toBe(before + 4);

  const again = (await meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: [...five, 999_999] })).json();
  // An unknown id failed for another reason: only the five are "already present".
  expect(again).toEqual({ importedVerarbeitungenIds: [], failedVerarbeitungenIds: [...five, 999_999], alreadyPresentVerarbeitungenIds: five });
  expect((await listIds(meta)).length).toBe(before + 4);
});

it('refuses bad bodies with 400 and stores nothing', async () => {
  const before = await listIds(meta);
  for (const body of [{}, { verarbeitungenIds: [] }, { verarbeitungenIds: [0] }, { verarbeitungenIds: ['1'] }, { verarbeitungenIds: Array(1001).fill(1) }]) {
    expect((await meta.post(api(VVT_REPORT_PATHS.import), body)).statusCode).toBe(400);
  }
  expect(await listIds(meta)).toEqual(before);
});

it('needs META_VWS_Import_Content, refuses a foreign customer and the template source itself', async () => {
  const dsb = await clientFor(t, 'dsb@example.com');
  expect((await dsb.get(api(VVT_REPORT_PATHS.importList))).statusCode).toBe(403);
  expect((await dsb.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: [idOf('V-GF-01')] })).statusCode).toBe(403);
  const outsider = await clientFor(t, 'dsb@example.com', 'Beispiel AG');
  expect((await outsider.get(api(VVT_REPORT_PATHS.importList))).statusCode).toBe(403);
  const intoSource = await clientFor(t, 'meta@example.com', 'Vorlagen');
  const res = await intoSource.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: [idOf('V-GF-01')] });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('importIntoTemplateSource');
});

it('counts an id named twice as failed once more (the template is imported once)', async () => {
  const id = idOf('V-FI-02');
  const res = await meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: [id, id] });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ importedVerarbeitungenIds: [id], failedVerarbeitungenIds: [id], alreadyPresentVerarbeitungenIds: [] });
});

it('puts imported records after the last one, whatever sort order is stored (no overflow)', async () => {
  const location = await t.db
    .selectFrom('meta.customers')
    .select(['customer_uid', 'cluster_dsn', 'schema_name'])
    .where('customer_uid', '=', meta.customerUid)
    .executeTakeFirstOrThrow();
  // A value the contract refuses today but an older version stored: the import must not break on it.
  await t.tenants.withTenant(location, (db) => sql`update vvt_verarbeitungen set "Sortierung" = 2147483647 where "Nummer" = 'V-HR-03'`.execute(db));
  const res = await meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: [idOf('V-FI-03')] });
  expect(res.statusCode).toBe(200);
  expect(res.json().importedVerarbeitungenIds).toEqual([idOf('V-FI-03')]);
  const list = (await meta.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as { Nummer: string; Sortierung: number }[];
  expect(list.find((v) => v.Nummer === 'V-FI-03')!.Sortierung).toBe(SORTIERUNG_MAX);
});
