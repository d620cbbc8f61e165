import type { Kysely } from 'kysely';
import { VVT_PATHS, type Finding, type RegisterCompletenessResponse } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, detailOf, roleClients, type RoleClients } from '../test/helpers';
import type { VvtDb } from '../tables';
import { DEMO_REGISTER_FIXES, vvtDemoRegister } from './vvt_0007_demo_register';

jest.setTimeout(90_000);

/**
 * Issue 23: the register check listed the demo's contradictions (VT-007 with its US recipient beside
 * "Weitergabe außerhalb der EU: nein", records with recipients but "Weitergabe an Externe: nein");
 * the seed now writes a clean register with a few deliberate gaps, and vvt_0007 corrects databases
 * seeded before, touching only the demo's own records.
 */
let t: TestApp;
let c: RoleClients;
let inTenant: <T>(fn: (db: VvtDb) => Promise<T>) => Promise<T>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const location = await t.db
    .selectFrom('meta.customers')
    .select(['customer_uid', 'cluster_dsn', 'schema_name'])
    .where('customer_uid', '=', c.dsb.customerUid)
    .executeTakeFirstOrThrow();
  inTenant = (fn) => t.tenants.withTenant(location as never, (db) => fn(db as unknown as VvtDb));
});
afterAll(() => t.close());

const register = async (level: number) =>
  (await c.dsb.get(api(VVT_PATHS.registerCompleteness), { SDM_Ebene_Nr: level })).json() as RegisterCompletenessResponse;
const findingsOf = async (id: number) => ((await c.dsb.get(api(VVT_PATHS.completeness), { IdVerarbeitung: id })).json() as { findings: Finding[] }).findings;
const idOf = async (nummer: string) => (await register(1)).records.find((r) => r.Nummer === nummer)!.ID;
/** The switches as the demo was seeded before the fix. */
const asSeededBefore = (db: VvtDb, nummer: string, values: { datenweitergabe_extern: boolean; datenweitergabe_ausserhalb_eu: boolean }) =>
  db.updateTable('vvt_verarbeitungen').set(values).where('SDM_Ebene_Nr', '=', 1).where('Nummer', '=', nummer).execute();

describe('the demo register (issue 23)', () => {
  it('is clean: no contradiction at any level, and the deliberate gaps are VT-011 (DPIA without result) and VT-015 (no retention period)', async () => {
    const [level1, level2, level3] = [await register(1), await register(2), await register(3)];
    for (const level of [level1, level2, level3]) expect(level.totals.contradiction).toBe(0);
    const gaps = level1.records.filter((r) => r.findings.length > 0).map((r) => [r.Nummer, r.findings.map((f) => f.code)]);
    expect(gaps).toEqual([
      ['VT-011', ['dpiaResultMissing']],
      ['VT-015', ['retentionMissing']],
    ]);
  });

  it('names the joint controllers of VT-019 and shows a decided review (approved VT-006, VT-004 returned with a comment)', async () => {
    expect((await detailOf(c.dsb, await idOf('VT-019'))).verarbeitung).toMatchObject({
      joint_control: true,
      joint_control_partner: expect.stringContaining('Art. 26'),
    });
    expect((await detailOf(c.dsb, await idOf('VT-006'))).review).toMatchObject({ state: 'approved', by: expect.stringMatching(/\S/) });
    expect((await detailOf(c.po, await idOf('VT-004'))).review).toMatchObject({ state: 'returned', comment: expect.stringContaining('Zeitbuchungen') });
  });
});

describe('vvt_0007_demo_register', () => {
  it("the register check listed VT-007's contradiction as seeded before, and the migration removes it", async () => {
    const vt007 = await idOf('VT-007');
    await inTenant((db) => asSeededBefore(db, 'VT-007', { datenweitergabe_extern: false, datenweitergabe_ausserhalb_eu: false }));
    expect(await findingsOf(vt007)).toEqual(
      expect.arrayContaining([
        { code: 'recipientsButNoExternalTransfer', severity: 'contradiction', field: 'datenweitergabe_extern' },
        { code: 'thirdCountryRecipientButNotOutsideEu', severity: 'contradiction', field: 'datenweitergabe_ausserhalb_eu' },
      ]),
    );
    expect((await register(1)).totals.contradiction).toBe(1);

    await inTenant((db) => vvtDemoRegister.up(db as unknown as Kysely<unknown>));
    expect((await findingsOf(vt007)).filter((f) => f.severity === 'contradiction')).toEqual([]);
    expect((await register(1)).totals.contradiction).toBe(0);
  });

  it("touches only the demo's records: number, name and purpose must all be the demo's", async () => {
    // VT-001 with its purpose rewritten (no longer the demo's text) and the switch off again.
    await inTenant((db) =>
      db
        .updateTable('vvt_verarbeitungen')
        .set({ Zweck: 'Eigene Personalakte', datenweitergabe_extern: false })
        .where('SDM_Ebene_Nr', '=', 1)
        .where('Nummer', '=', 'VT-001')
        .execute(),
    );
    const otherName = await addRecord(c.dsb, {
      Nummer: 'VT-099',
      Name: 'Personalakte',
      Zweck: 'Führung der Personalakten zur Durchführung des Beschäftigungsverhältnisses.',
    });
    await inTenant((db) => vvtDemoRegister.up(db as unknown as Kysely<unknown>));
    expect((await detailOf(c.dsb, await idOf('VT-001'))).verarbeitung).toMatchObject({ datenweitergabe_extern: false });
    expect((await detailOf(c.dsb, otherName)).verarbeitung).toMatchObject({ datenweitergabe_extern: false });
    expect(DEMO_REGISTER_FIXES.filter((f) => f.fix.datenweitergabe_ausserhalb_eu === true).map((f) => f.nummer)).toEqual(['VT-007', 'VT-018', 'VT-021']);
  });
});
