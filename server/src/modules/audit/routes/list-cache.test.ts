import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addBody, clientFor, type CustomerClient } from '../test/helpers';

/** The list is answered from a per-customer cache; every kind of write must show at once. */
let t: TestApp;
let dsb: CustomerClient;
const api = (path: string) => `/api${path}`;
type Item = { ID: number; Fragestellung: string; Themenblock_Name: string; ID_Themenblock: number; SchutzzieleIDs: number[] };

beforeAll(async () => {
  t = await createTestApp();
  dsb = await clientFor(t, 'dsb@example.com');
}, 60_000);
afterAll(() => t.close(), 60_000);

async function list(client = dsb): Promise<Item[]> {
  return (await client.get(api(AUDIT_PATHS.fragen))).json().auditfragen;
}
const byId = async (id: number) => (await list()).find((f) => f.ID === id);

it('shows an added, updated (text and relations) and deleted question in the next list', async () => {
  await list();
  const id = (await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Fragestellung: 'Neu im Cache?' }))).json().newAuditfrageId;
  expect((await byId(id))?.Fragestellung).toBe('Neu im Cache?');

  const update = {
    ...addBody({ ID: id, Version: 1, Fragestellung: 'Geändert im Cache?' }, { schutzzieleZuFrage: [{ ID_Schutzziel: 7 }] }),
    forceUpdate: false,
  };
  expect((await dsb.put(api(AUDIT_PATHS.frageUpdate), update)).statusCode).toBe(200);
  expect(await byId(id)).toEqual(expect.objectContaining({ Fragestellung: 'Geändert im Cache?', SchutzzieleIDs: [7] }));

  expect((await dsb.delete(api(AUDIT_PATHS.frageDelete), { IdFrage: id })).statusCode).toBe(200);
  expect(await byId(id)).toBeUndefined();
});

it('shows a renamed topic block in every question of that block', async () => {
  const [first] = await list();
  const res = await dsb.put(api(AUDIT_PATHS.themenbloeckeEdit), {
    themenbloecke: [{ ID: first.ID_Themenblock, Name: 'Umbenannter Themenblock', isModified: true }],
  });
  expect(res.statusCode).toBe(200);
  const renamed = (await list()).filter((f) => f.ID_Themenblock === first.ID_Themenblock);
  expect(renamed.length).toBeGreaterThan(0);
  expect(renamed.every((f) => f.Themenblock_Name === 'Umbenannter Themenblock')).toBe(true);
});

it('keeps customers apart', async () => {
  const beispiel = await clientFor(t, 'multi@example.com', 'Beispiel AG');
  const muster = await list();
  const other = await list(beispiel);
  expect(other.map((f) => f.ID)).not.toEqual(muster.map((f) => f.ID));
  expect((await list()).length).toBe(muster.length);
});
