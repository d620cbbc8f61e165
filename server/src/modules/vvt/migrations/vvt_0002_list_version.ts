import { listVersionMigration } from '../../../platform/kit/list-version';

/**
 * A version number of the VVT list (table vvt_list_version), bumped by statement triggers on the
 * tables the list reads: records and assignments (the per-caller flag). The list route keeps the
 * JSON it built per caller and rebuilds it only when this number changed (queries/list-cache.ts).
 */
export const VVT_LIST_TABLES = ['vvt_verarbeitungen', 'vvt_zuweisungen'];

export const vvtListVersion = listVersionMigration('vvt', VVT_LIST_TABLES);
