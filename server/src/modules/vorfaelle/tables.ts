import type { Generated } from 'kysely';
import type { TenantContext } from '../../platform/request-context';

/** vorfaelle_eintraege: the module's entries (columns named like the API keys, server README). */
export interface VorfaelleEintraegeTable {
  ID: Generated<number>;
  Name: string;
}

/** The tenant tables of the vorfaelle module: `TenantContext<VorfaelleTables>` types the queries. */
export interface VorfaelleTables {
  vorfaelle_eintraege: VorfaelleEintraegeTable;
}

export type VorfaelleContext = TenantContext<VorfaelleTables>;
