import { referenceEntriesToSend } from '@vws/shared/contract/audit';
import { addRow, pendingChanges, renameRow, stage, toggleDelete } from './staging';

describe('reference list staging (spec §5: only modified or deleted entries are sent)', () => {
  const stored = stage([
    { ID: 1, Name: 'IT' },
    { ID: 2, Name: 'Personal' },
    { ID: 3, Name: 'Einkauf' },
  ]);

  it('sends renamed, new and deleted entries only', () => {
    let rows = renameRow(stored, 1, 'IT-Betrieb');
    rows = addRow(rows);
    rows = renameRow(rows, -1, 'Vertrieb');
    rows = toggleDelete(rows, 3);
    expect(referenceEntriesToSend(rows)).toEqual([
      { ID: 1, Name: 'IT-Betrieb', isModified: true, isDeleted: false },
      { ID: 3, Name: 'Einkauf', isModified: false, isDeleted: true },
      { ID: -1, Name: 'Vertrieb', isModified: true, isDeleted: false },
    ]);
    expect(pendingChanges(rows)).toBe(3);
  });

  it('drops a new entry that is deleted again and restores a deleted one', () => {
    let rows = addRow(stored);
    rows = toggleDelete(rows, -1);
    rows = toggleDelete(toggleDelete(rows, 2), 2);
    expect(referenceEntriesToSend(rows)).toEqual([]);
    expect(pendingChanges(rows)).toBe(0);
  });
});
