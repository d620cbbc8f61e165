import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addBody, clientFor, type CustomerClient } from '../test/helpers';

let t: TestApp;
let dsb: CustomerClient;
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  t = await createTestApp();
  dsb = await clientFor(t, 'dsb@example.com');
}, 60_000);
afterAll(() => t.close(), 60_000);

async function countedFromList(): Promise<{ ID_Status: number; Anzahl: number }[]> {
  const byStatus = new Map<number, number>();
  for (const f of (await dsb.get(api(AUDIT_PATHS.fragen))).json().auditfragen as { ID_Status: number }[]) {
    byStatus.set(f.ID_Status, (byStatus.get(f.ID_Status) ?? 0) + 1);
  }
  return [...byStatus].sort(([a], [b]) => a - b).map(([ID_Status, Anzahl]) => ({ ID_Status, Anzahl }));
}

describe('GET /audit/auditfragen-status-totals', () => {
  it('answers the questions per status, as counting the whole list would', async () => {
    const res = await dsb.get(api(AUDIT_PATHS.statusTotals));
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.length).toBeGreaterThan(1);
    expect(res.json()).toEqual({ totals: await countedFromList() });
  });

  it('counts a new question (status 6) at once', async () => {
    const six = async () =>
      ((await dsb.get(api(AUDIT_PATHS.statusTotals))).json().totals as { ID_Status: number; Anzahl: number }[]).find((s) => s.ID_Status === 6)?.Anzahl ?? 0;
    const before = await six();
    expect((await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Fragestellung: 'Gezählt?' }))).statusCode).toBe(200);
    expect(await six()).toBe(before + 1);
  });
});
