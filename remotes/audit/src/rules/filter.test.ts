import { applyAuditFilter, defaultAuditFilter, isFilterActive, type AuditFilter } from './filter';

const item = (
  ID: number,
  Nummer: string,
  Fragestellung: string,
  ID_Status: number,
  extra: Partial<{ ID_Themenblock: number; SchutzzieleIDs: number[]; OrganisationseinheitenIDs: number[] }> = {},
) => ({
  ID,
  Nummer,
  Fragestellung,
  ID_Status,
  ID_Themenblock: extra.ID_Themenblock ?? 1,
  SchutzzieleIDs: extra.SchutzzieleIDs ?? [],
  OrganisationseinheitenIDs: extra.OrganisationseinheitenIDs ?? [],
});

const items = [
  item(1, '1.1', 'Gibt es ein Verzeichnis?', 1, { ID_Themenblock: 1, SchutzzieleIDs: [2], OrganisationseinheitenIDs: [10] }),
  item(2, '2.1', 'Ist ein Berechtigungskonzept umgesetzt?', 3, { ID_Themenblock: 2, SchutzzieleIDs: [1, 6], OrganisationseinheitenIDs: [11] }),
  item(3, '2.2', 'MFA für Fernzugriffe?', 4, { ID_Themenblock: 2, SchutzzieleIDs: [6] }),
  item(4, '3.1', 'Auskunftsersuchen binnen eines Monats?', 6, { ID_Themenblock: 3 }),
];
const ids = (filter: AuditFilter) => applyAuditFilter(items, filter).map((i) => i.ID);
const withFilter = (change: Partial<AuditFilter>) => ({ ...defaultAuditFilter(), ...change });

describe('audit filter (spec §5)', () => {
  it('has 7 status checkboxes with 1, 2, 3, 5 and 6 on and 0 and 4 off by default', () => {
    expect(defaultAuditFilter().status).toEqual([false, true, true, true, false, true, true]);
    expect(ids(defaultAuditFilter())).toEqual([1, 2, 4]);
  });

  it('matches the text in Fragestellung or Nummer, case-insensitive', () => {
    expect(ids(withFilter({ text: 'BERECHTIGUNG' }))).toEqual([2]);
    expect(ids(withFilter({ text: '3.1' }))).toEqual([4]);
    expect(ids(withFilter({ text: '  verzeichnis ' }))).toEqual([1]);
  });

  it('shows status 4 only when its checkbox is on', () => {
    const status = [false, false, false, false, true, false, false];
    expect(ids(withFilter({ status }))).toEqual([3]);
  });

  it('treats topic block, unit and goal selections as combinations; empty means no restriction', () => {
    const all = [true, true, true, true, true, true, true];
    expect(ids(withFilter({ status: all, themenbloecke: [2, 3] }))).toEqual([2, 3, 4]);
    expect(ids(withFilter({ status: all, schutzziele: [6] }))).toEqual([2, 3]);
    expect(ids(withFilter({ status: all, schutzziele: [6], organisationseinheiten: [11] }))).toEqual([2]);
    expect(ids(withFilter({ status: all, organisationseinheiten: [] }))).toEqual([1, 2, 3, 4]);
  });

  it('knows whether the filter differs from the default', () => {
    expect(isFilterActive(defaultAuditFilter())).toBe(false);
    expect(isFilterActive(withFilter({ text: 'x' }))).toBe(true);
    expect(isFilterActive(withFilter({ status: [true, true, true, true, false, true, true] }))).toBe(true);
  });

  // Its speed is measured by a benchmark, not here: a timed assertion fails on a busy machine.
  it('filters 10,000 rows by text and protection goal together', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => item(i, `${i}.1`, `Frage Nummer ${i} zum Datenschutz`, (i % 6) + 1, { SchutzzieleIDs: [i % 7] }));
    const found = applyAuditFilter(many, withFilter({ status: [true, true, true, true, true, true, true], text: 'nummer 99', schutzziele: [1, 2] }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((f) => f.Fragestellung.includes('Nummer 99') && [1, 2].includes(f.SchutzzieleIDs[0]!))).toBe(true);
  });
});
