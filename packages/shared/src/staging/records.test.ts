import { createRecordStaging } from './records';

interface Eintrag {
  ID: number;
  Name: string;
  isModified: boolean;
  isDeleted: boolean;
}
interface Dok {
  ID: number;
  Name: string;
  IsModified: boolean;
  IsDeleted: boolean;
}

const entries = createRecordStaging<'isModified', 'isDeleted', Eintrag>({ modified: 'isModified', deleted: 'isDeleted' });
const docs = createRecordStaging<'IsModified', 'IsDeleted', Dok>({ modified: 'IsModified', deleted: 'IsDeleted' });

describe('record staging (spec §5: only modified ones, deleted ones only with ID > 0)', () => {
  const stored = entries.stage([
    { ID: 1, Name: 'IT' },
    { ID: 2, Name: 'Personal' },
  ]);

  it('starts clean', () => {
    expect(stored.every((r) => !r.isModified && !r.isDeleted)).toBe(true);
    expect(entries.isDirty(stored)).toBe(false);
    expect(entries.toSend(stored)).toEqual([]);
  });

  it('gives new records distinct negative ids, marked modified', () => {
    const rows = entries.add(entries.add(stored, { Name: '' }), { Name: '' });
    expect(rows.map((r) => [r.ID, r.isModified])).toEqual([
      [1, false],
      [2, false],
      [-1, true],
      [-2, true],
    ]);
  });

  it('sends changed, new and deleted stored records in list order', () => {
    let rows = entries.change(stored, 1, { Name: 'IT-Betrieb' });
    rows = entries.add(rows, { Name: 'Vertrieb' });
    rows = entries.remove(rows, 2);
    expect(entries.toSend(rows)).toEqual([
      { ID: 1, Name: 'IT-Betrieb', isModified: true, isDeleted: false },
      { ID: 2, Name: 'Personal', isModified: false, isDeleted: true },
      { ID: -1, Name: 'Vertrieb', isModified: true, isDeleted: false },
    ]);
    expect(entries.pendingCount(rows)).toBe(3);
  });

  it('drops a new record that is deleted again', () => {
    const rows = entries.remove(entries.add(stored, { Name: 'x' }), -1);
    expect(rows).toEqual(stored);
    expect(entries.toggleDelete(entries.add(stored, { Name: 'x' }), -1)).toEqual(stored);
  });

  it('restores a deleted stored record with toggleDelete', () => {
    const rows = entries.toggleDelete(entries.toggleDelete(stored, 2), 2);
    expect(rows).toEqual(stored);
    expect(entries.pendingCount(rows)).toBe(0);
  });

  it('keeps a changed record changed when it is deleted and restored', () => {
    const rows = entries.toggleDelete(entries.toggleDelete(entries.change(stored, 1, { Name: 'neu' }), 1), 1);
    expect(entries.toSend(rows)).toEqual([{ ID: 1, Name: 'neu', isModified: true, isDeleted: false }]);
  });

  it('works with the capitalised flags of documents', () => {
    let rows = docs.stage([{ ID: 5, Name: 'Leitlinie' }]);
    rows = docs.add(rows, { Name: 'Neu' });
    rows = docs.remove(rows, 5);
    expect(docs.toSend(rows)).toEqual([
      { ID: 5, Name: 'Leitlinie', IsModified: false, IsDeleted: true },
      { ID: -1, Name: 'Neu', IsModified: true, IsDeleted: false },
    ]);
    expect(docs.isDirty(rows)).toBe(true);
  });

  it('after saving forgets deleted records and the flags', () => {
    const rows = docs.saved(
      docs.remove(
        docs.change(
          docs.stage([
            { ID: 1, Name: 'a' },
            { ID: 2, Name: 'b' },
          ]),
          1,
          { Name: 'A' },
        ),
        2,
      ),
    );
    expect(rows).toEqual([{ ID: 1, Name: 'A', IsModified: false, IsDeleted: false }]);
  });
});
