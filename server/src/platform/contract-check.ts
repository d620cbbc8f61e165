import { endpointKey, type AnyEndpoint } from '@vws/shared/contract/endpoint';
import type { RouteRecord } from './access';

/**
 * What does not agree between the declared endpoints and the served routes: an endpoint without
 * its route (the client would call into a 404), a route with another method or access than its
 * contract, and a route served without a declared contract. Empty when the two agree.
 */
export function contractMismatches(endpoints: readonly { name: string; endpoint: AnyEndpoint }[], routes: readonly RouteRecord[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  const declared = new Set<AnyEndpoint>();
  for (const { name, endpoint } of endpoints) {
    declared.add(endpoint);
    const route = byKey.get(`${endpoint.method} /api${endpoint.path}`);
    if (!route) {
      problems.push(`${name} (${endpointKey(endpoint)}) has no server route`);
      continue;
    }
    if (JSON.stringify(route.access) !== JSON.stringify(endpoint.access)) {
      problems.push(`${name} (${endpointKey(endpoint)}) declares access ${JSON.stringify(endpoint.access)}, the route checks ${JSON.stringify(route.access)}`);
    }
  }
  for (const route of routes) {
    if (!route.endpoint) problems.push(`${route.method} ${route.url} is served without an endpoint contract`);
    else if (!declared.has(route.endpoint)) problems.push(`${route.method} ${route.url} is served from a contract missing in ENDPOINT_TABLES`);
  }
  return problems;
}
