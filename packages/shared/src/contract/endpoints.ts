import type { AnyEndpoint } from './endpoint';
import { AUDIT_ENDPOINTS } from './audit-endpoints';
import { AUTH_ENDPOINTS } from './auth-endpoints';
import { AUFGABEN_ENDPOINTS } from './aufgaben-endpoints';
import { COMMON_ENDPOINTS } from './common-endpoints';
import { CUSTOMER_ENDPOINTS } from './customer-endpoints';
import { DW_ENDPOINTS } from './datenweitergaben-endpoints';
import { META_ENDPOINTS } from './meta-endpoints';
import { VVT_ENDPOINTS } from './vvt-endpoints';
import { VORFAELLE_ENDPOINTS } from './vorfaelle-endpoints';
import { BETROFFENENANFRAGEN_ENDPOINTS } from './betroffenenanfragen-endpoints';

/**
 * Every module's endpoint table: the portal's whole API. The server's contract test checks that
 * each of these has its route (same method, path and access) and that no route is served without
 * one; each client's api test checks that it calls only these. A new module adds its table here.
 */
export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  datenweitergaben: DW_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  common: COMMON_ENDPOINTS,
  meta: META_ENDPOINTS,
  customer: CUSTOMER_ENDPOINTS,
  audit: AUDIT_ENDPOINTS,
  vvt: VVT_ENDPOINTS,
  vorfaelle: VORFAELLE_ENDPOINTS,
  betroffenenanfragen: BETROFFENENANFRAGEN_ENDPOINTS,
  aufgaben: AUFGABEN_ENDPOINTS,
};

/** Every endpoint of ENDPOINT_TABLES, named 'table.key'. */
export function allEndpoints(): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(ENDPOINT_TABLES).flatMap(([table, endpoints]) =>
    Object.entries(endpoints).map(([key, endpoint]) => ({ name: `${table}.${key}`, endpoint })),
  );
}
