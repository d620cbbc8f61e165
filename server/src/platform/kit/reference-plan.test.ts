import { planReferenceSave } from './reference-plan';

const existing = new Map([
  [1, 'Technik'],
  [2, 'Personal'],
]);
const entry = (ID: number, Name: string, flags: { isModified?: boolean; isDeleted?: boolean } = {}) => ({
  ID,
  Name,
  isModified: flags.isModified ?? false,
  isDeleted: flags.isDeleted ?? false,
});

describe('planReferenceSave', () => {
  it('inserts new entries, renames modified ones and deletes deleted ones', () => {
    const plan = planReferenceSave(
      'x',
      [entry(-1, ' Vertrieb ', { isModified: true }), entry(1, 'IT', { isModified: true }), entry(2, 'Personal', { isDeleted: true })],
      existing,
    );
    expect(plan).toEqual({ inserts: ['Vertrieb'], renames: [{ ID: 1, Name: 'IT' }], deletes: [2], errors: [] });
  });

  it('ignores unmodified entries and new entries that were deleted again', () => {
    const plan = planReferenceSave('x', [entry(1, 'Anders'), entry(-3, 'Weg', { isModified: true, isDeleted: true })], existing);
    expect(plan).toEqual({ inserts: [], renames: [], deletes: [], errors: [] });
  });

  it('refuses empty names, unknown ids and duplicates', () => {
    const plan = planReferenceSave(
      'x',
      [entry(-1, '  ', { isModified: true }), entry(9, 'Neu', { isModified: true }), entry(-2, 'technik', { isModified: true })],
      existing,
    );
    expect(plan.errors).toEqual([
      { path: 'x.0.Name', message: 'required' },
      { path: 'x.1.ID', message: 'unknown' },
      { path: 'x', message: 'duplicate: technik' },
    ]);
  });

  it.each(['\u200b', '\u200c\u200d', '\u2060', '\ufeff', '\u00a0\u00a0', ' \u200b '])('refuses a name made only of invisible characters (%j)', (name) => {
    const plan = planReferenceSave('x', [entry(-1, name, { isModified: true }), entry(1, name, { isModified: true })], existing);
    expect(plan.errors).toEqual([
      { path: 'x.0.Name', message: 'required' },
      { path: 'x.1.Name', message: 'required' },
    ]);
    expect(plan.inserts).toEqual([]);
    expect(plan.renames).toEqual([]);
  });

  it('treats names differing only in case or ß/SS as duplicates', () => {
    const plan = planReferenceSave('x', [entry(-1, 'MASSNAHMEN', { isModified: true })], new Map([[1, 'Maßnahmen']]));
    expect(plan.errors).toEqual([{ path: 'x', message: 'duplicate: MASSNAHMEN' }]);
  });

  it('allows reusing the name of an entry deleted in the same save', () => {
    const plan = planReferenceSave('x', [entry(2, 'Personal', { isDeleted: true }), entry(-1, 'Personal', { isModified: true })], existing);
    expect(plan.errors).toEqual([]);
  });
});
