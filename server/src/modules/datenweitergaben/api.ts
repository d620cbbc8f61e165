/**
 * The data transfers' public file: what another server module may use of them (DESIGN.md §8;
 * ESLint rule vws/module-boundaries). Everything else in modules/datenweitergaben/ is private.
 *
 * For the VVT's full report: the recipients (linked transfers) of processing records.
 */
import type { Kysely } from 'kysely';
import type { VvtReportRecipient } from '@vws/shared/contract/vvt';
import type { VvtRecordTables, VvtViewer } from '../vvt/api';
import { recipientsOfRecords } from './queries/recipients';
import type { DwDb } from './tables';

/**
 * Each of `ids` that has links → its recipients (transfer, recipient, group, country, outside the
 * EU), as far as the viewer may see them. `db` is the caller's tenant transaction: every customer
 * schema holds the data-transfer tables (this module's migrations), so the caller needs no type
 * for them; Kysely's invariant database type makes this the one place that says so.
 */
export function recordRecipients<DB extends VvtRecordTables>(
  db: Kysely<DB>,
  viewer: VvtViewer,
  ids: readonly number[],
): Promise<Map<number, VvtReportRecipient[]>> {
  return recipientsOfRecords(db as unknown as DwDb, viewer, ids);
}

/** For the platform's role x route matrix test: the routes that check a second permission. */
export { SECOND_PERMISSIONS } from './routes/access-config';
