import type { Generated } from 'kysely';
import type { TenantContext } from '../../platform/request-context';

/** vvt_eintraege: the module's entries (columns named like the API keys, server README). */
export interface VvtEintraegeTable {
  ID: Generated<number>;
  Name: string;
}

/** The tenant tables of the vvt module: `TenantContext<VvtTables>` types the queries. */
export interface VvtTables {
  vvt_eintraege: VvtEintraegeTable;
}

export type VvtContext = TenantContext<VvtTables>;
