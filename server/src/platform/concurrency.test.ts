import { createTestApp, type TestApp, type UserClient } from '../../test/app';

/**
 * Uniqueness and versions hold under parallel writes (hardening issue). PGlite serialises
 * transactions and hides races; .ci/run runs this file on PostgreSQL too (TEST_DATABASE_URL),
 * where the requests really overlap.
 */
jest.setTimeout(120_000);

let t: TestApp;
let muster: string;
let dsb: UserClient;
const q = () => `?customer_uid=${muster}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  muster = await t.customerUid('Muster GmbH');
  dsb = await t.as('dsb@example.com');
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

it('20 parallel master-data saves based on the same version: exactly one is stored, the others get 409', async () => {
  const { masterData } = (await dsb.get(`/api/customer/master-data${q()}`)).json();
  const saves = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      dsb.put(`/api/customer/master-data-edit${q()}`, { masterDataModel: { ...masterData, telefon: `+49 30 ${1000 + i}` } }),
    ),
  );
  const codes = statuses(saves);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(19);
  const winner = saves.findIndex((r) => r.statusCode === 200);
  const stored = (await dsb.get(`/api/customer/master-data${q()}`)).json().masterData;
  expect(stored.telefon).toBe(`+49 30 ${1000 + winner}`);
  expect(stored.Version).toBe(masterData.Version + 1);
});

it('10 parallel saves adding an organisation unit of the same name store it once', async () => {
  const name = `Parallel-Einheit ${Date.now()}`;
  const saves = await Promise.all(
    Array.from({ length: 10 }, () =>
      dsb.put(`/api/auditedit/organisationseinheiten${q()}`, { organisationseinheiten: [{ ID: -1, Name: name, isModified: true, isDeleted: false }] }),
    ),
  );
  expect(statuses(saves).filter((c) => c === 200)).toHaveLength(1);
  expect(saves.every((r) => r.statusCode < 500)).toBe(true);
  const list = (await dsb.get(`/api/audit/auditfragen-organisationseinheiten${q()}`)).json().organisationseinheiten as { Name: string }[];
  expect(list.filter((u) => u.Name === name)).toHaveLength(1);
});

async function newQuestionBody(nummer: string) {
  const { themenbloecke } = (await dsb.get(`/api/audit/auditfragen-themenbloecke${q()}`)).json();
  return {
    auditfrage: { ID: 0, Version: 0, Nummer: nummer, ID_Themenblock: themenbloecke[0].ID, Fragestellung: 'Wird parallel gespeichert?', ID_Status: 6 },
    schutzzieleZuFrage: [],
    organisationseinheitenZuFrage: [],
    dokumenteZuFrage: [],
  };
}

it('10 parallel adds of the same question number store one question, the others are told the number is taken', async () => {
  const nummer = `P-${Date.now()}`;
  const body = await newQuestionBody(nummer);
  const adds = await Promise.all(Array.from({ length: 10 }, () => dsb.post(`/api/auditedit/auditfrage-add${q()}`, body)));
  expect(statuses(adds).filter((c) => c === 200)).toHaveLength(1);
  const refused = adds.filter((r) => r.statusCode !== 200);
  expect(refused.every((r) => r.statusCode === 400 && r.json().fields.some((f: { code?: string }) => f.code === 'duplicateNummer'))).toBe(true);
  const list = (await dsb.get(`/api/audit/auditfragen${q()}`)).json().auditfragen as { Nummer: string }[];
  expect(list.filter((f) => f.Nummer === nummer)).toHaveLength(1);
});

it('5 rounds of 50 parallel stale question updates: exactly one winner each', async () => {
  const { newAuditfrageId } = (await dsb.post(`/api/auditedit/auditfrage-add${q()}`, await newQuestionBody(`R-${Date.now()}`))).json();
  for (let round = 0; round < 5; round++) {
    const { auditfrage } = (await dsb.get(`/api/audit/auditfrage-detail${q()}&id_frage=${newAuditfrageId}`)).json();
    const updates = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        dsb.put(`/api/auditedit/auditfrage-update${q()}`, {
          auditfrage: { ...auditfrage, Bemerkung: `Runde ${round} Nr. ${i}` },
          schutzzieleZuFrage: [],
          organisationseinheitenZuFrage: [],
          dokumenteZuFrage: [],
        }),
      ),
    );
    expect(statuses(updates).filter((c) => c === 200)).toHaveLength(1);
    expect(statuses(updates).filter((c) => c === 409)).toHaveLength(49);
  }
});

it('an update racing a delete: either the update wins and the delete follows, or the update finds nothing (404), never a 500', async () => {
  const { newAuditfrageId } = (await dsb.post(`/api/auditedit/auditfrage-add${q()}`, await newQuestionBody(`D-${Date.now()}`))).json();
  const { auditfrage } = (await dsb.get(`/api/audit/auditfrage-detail${q()}&id_frage=${newAuditfrageId}`)).json();
  const [update, del] = await Promise.all([
    dsb.put(`/api/auditedit/auditfrage-update${q()}`, {
      auditfrage: { ...auditfrage, Bemerkung: 'x' },
      schutzzieleZuFrage: [],
      organisationseinheitenZuFrage: [],
      dokumenteZuFrage: [],
    }),
    dsb.delete(`/api/auditedit/auditfrage-delete${q()}`, { IdFrage: newAuditfrageId }),
  ]);
  expect(del.statusCode).toBe(200);
  expect([200, 404]).toContain(update.statusCode);
  expect((await dsb.get(`/api/audit/auditfrage-detail${q()}&id_frage=${newAuditfrageId}`)).statusCode).toBe(404);
});
