import { listVersionMigration } from '../../../platform/kit/list-version';

/**
 * A version number of the audit list (table audit_list_version), bumped by statement triggers on
 * every table the list reads. The list route keeps the last JSON it built per customer and
 * rebuilds it only when this number changed (platform/kit/list-cache.ts), so a list of 10,000
 * questions is answered without re-running the aggregate.
 */
export const AUDIT_LIST_TABLES = ['audit_fragen', 'audit_fragen_schutzziele', 'audit_fragen_organisationseinheiten', 'audit_themenbloecke'];

export const auditListVersion = listVersionMigration('audit', AUDIT_LIST_TABLES);
