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

type Row = { ID: number; Name: string; ID_Schutzzielpaket?: number };
const list = async (path: string, key: string): Promise<Row[]> => (await dsb.get(api(path))).json()[key];

describe('reference lists', () => {
  it('answers the six statuses of spec §4', async () => {
    expect((await list(AUDIT_PATHS.status, 'status')).map((s) => s.ID)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has the seven standard protection goals in package 1', async () => {
    const goals = await list(AUDIT_PATHS.schutzziele, 'schutzziele');
    expect(goals.filter((g) => g.ID_Schutzzielpaket === 1).map((g) => g.ID)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('adds, renames and deletes in one save, ignoring entries that are neither modified nor deleted', async () => {
    const before = await list(AUDIT_PATHS.organisationseinheiten, 'organisationseinheiten');
    const unused = (await dsb.put(api(AUDIT_PATHS.organisationseinheitenEdit), { organisationseinheiten: [{ ID: -1, Name: 'Revision', isModified: true }] }))
      .json()
      .organisationseinheiten.find((o: Row) => o.Name === 'Revision') as Row;

    const res = await dsb.put(api(AUDIT_PATHS.organisationseinheitenEdit), {
      organisationseinheiten: [
        { ID: before[0].ID, Name: 'Umbenannt ohne Flag', isModified: false, isDeleted: false },
        { ID: before[1].ID, Name: 'Datenschutz & Compliance', isModified: true },
        { ID: unused.ID, Name: unused.Name, isDeleted: true },
        { ID: -2, Name: 'Qualitätsmanagement', isModified: true },
        { ID: -3, Name: 'Sofort wieder gelöscht', isModified: true, isDeleted: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json().organisationseinheiten as Row[]).map((o) => o.Name);
    expect(names).toContain(before[0].Name);
    expect(names).toContain('Datenschutz & Compliance');
    expect(names).toContain('Qualitätsmanagement');
    expect(names).not.toContain('Revision');
    expect(names).not.toContain('Sofort wieder gelöscht');
    expect(names).not.toContain('Umbenannt ohne Flag');
  });

  it('refuses to delete a topic block still used by questions, naming how many, and stores nothing', async () => {
    const blocks = await list(AUDIT_PATHS.themenbloecke, 'themenbloecke');
    const fragen = (await dsb.get(api(AUDIT_PATHS.fragen))).json().auditfragen as { ID_Themenblock: number }[];
    const used = fragen.filter((f) => f.ID_Themenblock === blocks[0].ID).length;
    const res = await dsb.put(api(AUDIT_PATHS.themenbloeckeEdit), {
      themenbloecke: [
        { ID: -1, Name: 'Soll nicht gespeichert werden', isModified: true },
        { ID: blocks[0].ID, Name: blocks[0].Name, isDeleted: true },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(expect.objectContaining({ error: 'inUse', count: used, ID: blocks[0].ID }));
    expect(res.json().message).toContain(`${used} Fragen`);
    const after = await list(AUDIT_PATHS.themenbloecke, 'themenbloecke');
    expect(after).toEqual(blocks);
  });

  it('refuses to delete a protection goal or unit used by a question', async () => {
    const id = (await dsb.post(api(AUDIT_PATHS.frageAdd), addBody())).json().newAuditfrageId;
    expect(id).toBeGreaterThan(0);
    const units = await list(AUDIT_PATHS.organisationseinheiten, 'organisationseinheiten');
    const res = await dsb.put(api(AUDIT_PATHS.organisationseinheitenEdit), { organisationseinheiten: [{ ID: 1, Name: units[0].Name, isDeleted: true }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().count).toBeGreaterThanOrEqual(1);
  });

  it('keeps the standard protection goals: neither renamed nor deleted', async () => {
    for (const change of [
      { isModified: true, Name: 'Anders' },
      { isDeleted: true, Name: 'Transparenz' },
    ]) {
      const res = await dsb.put(api(AUDIT_PATHS.schutzzieleEdit), { schutzziele: [{ ID: 2, ...change }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ code: 'standardGoalReadOnly' })]);
    }
  });

  it('adds own protection goals to package 2', async () => {
    const res = await dsb.put(api(AUDIT_PATHS.schutzzieleEdit), { schutzziele: [{ ID: 0, Name: 'Authentizität', isModified: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().schutzziele).toEqual(expect.arrayContaining([expect.objectContaining({ Name: 'Authentizität', ID_Schutzzielpaket: 2 })]));
  });

  it('refuses empty and duplicate names with 400 and stores nothing', async () => {
    const before = await list(AUDIT_PATHS.themenbloecke, 'themenbloecke');
    const empty = await dsb.put(api(AUDIT_PATHS.themenbloeckeEdit), { themenbloecke: [{ ID: -1, Name: '  ', isModified: true }] });
    expect(empty.statusCode).toBe(400);
    const duplicate = await dsb.put(api(AUDIT_PATHS.themenbloeckeEdit), { themenbloecke: [{ ID: -1, Name: before[1].Name.toUpperCase(), isModified: true }] });
    expect(duplicate.statusCode).toBe(400);
    const malformed = await dsb.put(api(AUDIT_PATHS.themenbloeckeEdit), { themenbloecke: [{ Name: 'ohne ID' }] });
    expect(malformed.statusCode).toBe(400);
    expect(await list(AUDIT_PATHS.themenbloecke, 'themenbloecke')).toEqual(before);
  });

  it.each([
    ['a zero-width space', '\u200b'],
    ['joiners, word joiner and BOM', '\u200c\u200d\u2060\ufeff'],
    ['non-breaking spaces', '\u00a0\u00a0'],
  ])('refuses a name made only of %s with 400 (required at the entry) and stores nothing', async (_what, name) => {
    const before = await list(AUDIT_PATHS.organisationseinheiten, 'organisationseinheiten');
    const res = await dsb.put(api(AUDIT_PATHS.organisationseinheitenEdit), {
      organisationseinheiten: [
        { ID: -1, Name: 'Wird nicht gespeichert', isModified: true },
        { ID: -2, Name: name, isModified: true },
        { ID: before[0].ID, Name: name, isModified: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      expect.objectContaining({
        error: 'validation',
        fields: expect.arrayContaining([
          expect.objectContaining({ path: 'organisationseinheiten.1.Name', code: 'required' }),
          expect.objectContaining({ path: 'organisationseinheiten.2.Name', code: 'required' }),
        ]),
      }),
    );
    expect(await list(AUDIT_PATHS.organisationseinheiten, 'organisationseinheiten')).toEqual(before);
  });
});
