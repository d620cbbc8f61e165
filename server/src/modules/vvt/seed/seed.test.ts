import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { api, clientFor, BEISPIEL } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  ID: number;
  SDM_Ebene_Nr: number;
  Nummer: string;
  isBereitZurPruefungDSB: boolean;
}

it('gives Muster GmbH a related register of all three levels with cubes, DPIAs, assignments and pending reviews', async () => {
  const dsb = await clientFor(t, 'dsb@example.com');
  const items = (await dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Item[];
  const perLevel = [1, 2, 3].map((level) => items.filter((v) => v.SDM_Ebene_Nr === level).length);
  expect(perLevel[0]).toBeGreaterThanOrEqual(25);
  expect(perLevel[1]).toBeGreaterThanOrEqual(12);
  expect(perLevel[2]).toBeGreaterThanOrEqual(6);
  expect(items.filter((v) => v.isBereitZurPruefungDSB).length).toBeGreaterThanOrEqual(3);

  const video = items.find((v) => v.Nummer === 'VT-005')!;
  const detail = (await dsb.get(api(VVT_PATHS.detail), { IdVerarbeitung: video.ID })).json();
  expect(detail.verarbeitung.dsfa_erforderlich).toBe(true);
  expect(detail.sdmCube.filter((c: { ID: number }) => c.ID > 0)).toHaveLength(28);
  const relations = (await dsb.get(api(VVT_PATHS.relations), { IdVerarbeitung: video.ID })).json();
  expect(relations.children.map((r: { Nummer: string }) => r.Nummer)).toEqual(['AP-05']);
  expect(relations.indirect.map((r: { Nummer: string }) => r.Nummer)).toEqual(['IN-04']);

  const po = await clientFor(t, 'po@example.com');
  const poItems = (await po.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Item[];
  expect(poItems.length).toBeGreaterThanOrEqual(5);
  expect(poItems.length).toBeLessThan(items.length);
});

it('gives Beispiel AG a smaller register', async () => {
  const meta = await clientFor(t, 'meta@example.com', BEISPIEL);
  const items = (await meta.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Item[];
  expect(items.length).toBeGreaterThanOrEqual(5);
  expect(items.length).toBeLessThan(10);
});
