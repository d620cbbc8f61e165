import { listVersionMigration } from '../../../platform/kit/list-version';

/**
 * The kit's list version (datenweitergaben_list_version), bumped by statement triggers on the table
 * the list reads; the list route rebuilds its JSON only when it changed.
 */
export const DW_LIST_TABLES = ['datenweitergaben_datenweitergaben'];
export const dwListVersion = listVersionMigration('datenweitergaben', DW_LIST_TABLES);
