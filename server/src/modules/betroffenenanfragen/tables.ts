import type { Generated } from 'kysely';
import type { TenantContext } from '../../platform/request-context';

/** betroffenenanfragen_eintraege: the module's entries (columns named like the API keys, server README). */
export interface BetroffenenanfragenEintraegeTable {
  ID: Generated<number>;
  Name: string;
}

/** The tenant tables of the betroffenenanfragen module: `TenantContext<BetroffenenanfragenTables>` types the queries. */
export interface BetroffenenanfragenTables {
  betroffenenanfragen_eintraege: BetroffenenanfragenEintraegeTable;
}

export type BetroffenenanfragenContext = TenantContext<BetroffenenanfragenTables>;
