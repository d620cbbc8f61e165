import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { HttpError, requireUser } from '../../../platform/request-context';
import type { VvtDb } from '../tables';

/**
 * What the caller may do with VVT records (spec §6), from the permissions the access check put on
 * the request (customer roles ∪ profile ∪ computed).
 */
export interface VvtViewer {
  userUid: string;
  /** VWS_VVTProzesse_View: every record; otherwise (_View_Assigned) only assigned ones. */
  canViewAll: boolean;
  canEditAll: boolean;
  canEditAssigned: boolean;
  /** computed_isDefaultAssigneeOfUnassignedProcesses: a record without assignees counts as theirs. */
  isDefaultAssignee: boolean;
  mayWriteProtectedFields: boolean;
  mayEditMappings: boolean;
}

export function viewerOf(request: FastifyRequest): VvtViewer {
  const user = requireUser(request);
  const granted = new Set<string>(request.permissions ?? []);
  return {
    userUid: user.userUid,
    canViewAll: granted.has('VWS_VVTProzesse_View'),
    canEditAll: granted.has('VWS_VVTProzesse_Edit'),
    canEditAssigned: granted.has('VWS_VVTProzesse_Edit_Assigned'),
    isDefaultAssignee: granted.has('computed_isDefaultAssigneeOfUnassignedProcesses'),
    mayWriteProtectedFields: granted.has('VWS_VVTProzesse_WriteProtectedFields'),
    mayEditMappings: granted.has('VWS_VVTProzesse_Mappings_Edit'),
  };
}

/**
 * SQL: the record `idColumn` (e.g. 'v.ID') is assigned to the viewer, directly or, for a default
 * assignee, because it has no assignee at all.
 */
export function assignedToViewer(viewer: VvtViewer, idColumn: string): RawBuilder<boolean> {
  const id = sql.ref(idColumn);
  const direct = sql`exists (select 1 from vvt_zuweisungen z where z."ID_Verarbeitung" = ${id} and z.user_uid = ${viewer.userUid})`;
  if (!viewer.isDefaultAssignee) return sql<boolean>`${direct}`;
  return sql<boolean>`(${direct} or not exists (select 1 from vvt_zuweisungen z where z."ID_Verarbeitung" = ${id}))`;
}

/** SQL: the viewer may see the record `idColumn`. */
export function visibleToViewer(viewer: VvtViewer, idColumn: string): RawBuilder<boolean> {
  return viewer.canViewAll ? sql<boolean>`true` : assignedToViewer(viewer, idColumn);
}

export const recordNotFound = () => new HttpError(404, 'notFound', 'verarbeitungNotFound');
const mayNotEdit = () => new HttpError(403, 'forbidden', 'verarbeitungNotEditable');

export interface RecordAccess {
  ID: number;
  SDM_Ebene_Nr: number;
  assigned: boolean;
}

/** The record if the viewer may see it; 404 otherwise (a hidden record is not revealed). */
export async function loadVisibleRecord(db: VvtDb, viewer: VvtViewer, id: number): Promise<RecordAccess> {
  const row = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select(['v.ID', 'v.SDM_Ebene_Nr', assignedToViewer(viewer, 'v.ID').as('assigned')])
    .where('v.ID', '=', id)
    .where(visibleToViewer(viewer, 'v.ID'))
    .executeTakeFirst();
  if (!row) throw recordNotFound();
  return row;
}

export function mayEdit(viewer: VvtViewer, record: RecordAccess): boolean {
  return viewer.canEditAll || (viewer.canEditAssigned && record.assigned);
}

/** 404 for a record the viewer may not see, 403 for one they see but may not edit. */
export async function loadEditableRecord(db: VvtDb, viewer: VvtViewer, id: number): Promise<RecordAccess> {
  const record = await loadVisibleRecord(db, viewer, id);
  if (!mayEdit(viewer, record)) throw mayNotEdit();
  return record;
}
