import type { ReferenceEditEntry } from '@vws/shared/contract/audit';
import type { ReferenceRow } from '../../api';

/** A row of an editable reference list with its staging flags (spec §3 "Editable lists"). */
export interface StagedRow extends ReferenceEditEntry {
  ID_Schutzzielpaket?: number;
}

export function stage(rows: ReferenceRow[]): StagedRow[] {
  return rows.map((r) => ({ ...r, isModified: false, isDeleted: false }));
}

export function addRow(rows: StagedRow[]): StagedRow[] {
  const tempId = Math.min(0, ...rows.map((r) => r.ID)) - 1;
  return [...rows, { ID: tempId, Name: '', isModified: true, isDeleted: false }];
}

export function renameRow(rows: StagedRow[], id: number, Name: string): StagedRow[] {
  return rows.map((r) => (r.ID === id ? { ...r, Name, isModified: true } : r));
}

/** A new row disappears; a stored one is marked deleted until saved (and can be restored). */
export function toggleDelete(rows: StagedRow[], id: number): StagedRow[] {
  if (id <= 0) return rows.filter((r) => r.ID !== id);
  return rows.map((r) => (r.ID === id ? { ...r, isDeleted: !r.isDeleted } : r));
}

export function pendingChanges(rows: StagedRow[]): number {
  return rows.filter((r) => (r.isDeleted ? r.ID > 0 : r.isModified)).length;
}
