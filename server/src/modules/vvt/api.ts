/**
 * The VVT's public file: what another server module may use of it (DESIGN.md §8; ESLint rule
 * vws/module-boundaries). Everything else in modules/vvt/ is private to the VVT.
 *
 * What a data transfer may link to: a processing record, with the VVT's record rules (spec §6:
 * assigned-only viewing and editing). The checks read only the two tables of VvtRecordTables, so a
 * module whose tenant tables declare those two passes its own database, no cast.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../platform/messages';
import * as access from './queries/access';
import * as extract from './queries/register-extract';
import type { VvtDb, VvtVerarbeitungenTable, VvtZuweisungenTable } from './tables';

export type { VvtViewer, RecordAccess } from './queries/access';
export type { VvtVerarbeitungenTable, VvtZuweisungenTable } from './tables';

/** The VVT tables a record check reads: the records and their assignees. */
export interface VvtRecordTables {
  vvt_verarbeitungen: VvtVerarbeitungenTable;
  vvt_zuweisungen: VvtZuweisungenTable;
}

/** Any tenant database that declares the record tables (e.g. the data transfers' DwDb). */
export type VvtRecordDb<DB extends VvtRecordTables = VvtRecordTables> = Kysely<DB>;

/**
 * Kysely's database type is invariant, so Kysely<Own & VvtRecordTables> is no Kysely<VvtTenantTables>.
 * The checks below touch only vvt_verarbeitungen and vvt_zuweisungen, which DB declares: seeing DB
 * as the VVT's database is sound for them, and this is the one place that says so.
 */
const recordsOf = <DB extends VvtRecordTables>(db: Kysely<DB>): VvtDb => db as unknown as VvtDb;

/** What the caller may do with VVT records, from the permissions the access check put on the request. */
export const viewerOf: (request: FastifyRequest) => access.VvtViewer = access.viewerOf;

/** SQL: the viewer may see the record whose ID is in `idColumn` (e.g. 'v.ID'); for joins on vvt_verarbeitungen. */
export const visibleToViewer = access.visibleToViewer;

/** The record if the viewer may see it; 404 `verarbeitungNotFound` otherwise (a hidden record is not revealed). */
export function loadVisibleRecord<DB extends VvtRecordTables>(db: Kysely<DB>, viewer: access.VvtViewer, id: number): Promise<access.RecordAccess> {
  return access.loadVisibleRecord(recordsOf(db), viewer, id);
}

/** 404 for a record the viewer may not see, 403 `verarbeitungNotEditable` for one they see but may not edit. */
export function loadEditableRecord<DB extends VvtRecordTables>(db: Kysely<DB>, viewer: access.VvtViewer, id: number): Promise<access.RecordAccess> {
  return access.loadEditableRecord(recordsOf(db), viewer, id);
}

export type { RecordSummary, RegisterExtract } from './queries/register-extract';

/** The records of `ids` the viewer may see, named (number, name, level): what a breach or a request links to. */
export function recordSummaries<DB extends VvtRecordTables>(db: Kysely<DB>, viewer: access.VvtViewer, ids: readonly number[]) {
  return extract.recordSummaries(recordsOf(db), viewer, ids);
}

/** What the register says about the records of `ids` the viewer may see, in `language` (an access request's answer, Art. 15(1)). */
export function registerExtracts<DB extends VvtRecordTables>(db: Kysely<DB>, viewer: access.VvtViewer, ids: readonly number[], language: Language) {
  return extract.registerExtracts(recordsOf(db), viewer, ids, language);
}
