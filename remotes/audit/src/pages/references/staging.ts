import { createRecordStaging } from '@vws/shared/edit';
import type { ReferenceEditEntry } from '@vws/shared/contract/audit';
import type { ReferenceRow } from '../../api';

/** A row of an editable reference list with its staging flags (spec §3 "Editable lists"). */
export interface StagedRow extends ReferenceEditEntry {
  ID_Schutzzielpaket?: number;
}

const staging = createRecordStaging<'isModified', 'isDeleted', StagedRow>({ modified: 'isModified', deleted: 'isDeleted' });

export const stage = (rows: ReferenceRow[]): StagedRow[] => staging.stage(rows);
export const addRow = (rows: StagedRow[]): StagedRow[] => staging.add(rows, { Name: '' });
export const renameRow = (rows: StagedRow[], id: number, Name: string): StagedRow[] => staging.change(rows, id, { Name });
/** A new row disappears; a stored one is marked deleted until saved (and can be restored). */
export const toggleDelete = (rows: StagedRow[], id: number): StagedRow[] => staging.toggleDelete(rows, id);
export const pendingChanges = (rows: StagedRow[]): number => staging.pendingCount(rows);
export const entriesToSend = (rows: StagedRow[]): StagedRow[] => staging.toSend(rows);
