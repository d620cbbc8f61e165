import { contractsInUse } from '../api/contractEndpoints';
import { allEndpoints } from '../contract/endpoints';
import { endpointKey } from '../contract/endpoint';

/**
 * The contracts this client made endpoints from that are not declared in ENDPOINT_TABLES: the
 * server's contract test (server/src/platform/contracts.test.ts) proves a route for every declared
 * one, so an undeclared one may have none. A module's api test expects this to be empty.
 */
export function undeclaredContracts(): string[] {
  const declared = new Set(allEndpoints().map(({ endpoint }) => endpoint));
  return contractsInUse()
    .filter((endpoint) => !declared.has(endpoint))
    .map(endpointKey);
}
