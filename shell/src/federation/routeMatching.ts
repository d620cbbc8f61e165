import { matchPath, type Params } from 'react-router-dom';
import type { ModuleRouteInfo } from '@vws/shared/core';
import type { RemoteDescriptor } from './remoteCatalog';

/**
 * Which remote owns a path. Patterns are react-router's ('/vvt-list/:ebenenr', optional
 * ':segment?', a trailing '*'), matched case-insensitively as matchPath does, so two modules can
 * never both claim a path: the later one is refused when the catalog is read.
 */

export interface RemoteRouteMatch {
  remote: RemoteDescriptor;
  route: ModuleRouteInfo;
  params: Params;
}

export function findRemoteRoute(remotes: RemoteDescriptor[], pathname: string): RemoteRouteMatch | null {
  for (const remote of remotes) {
    for (const route of remote.data?.routes ?? []) {
      const match = matchPath({ path: route.path, end: true }, pathname);
      if (match) return { remote, route, params: match.params };
    }
  }
  return null;
}

/** '/vvt-list/:ebenenr' matches '/vvt-list/2'; nothing else is special. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

function segments(pattern: string): string[] {
  return pattern
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
}

/** ':a?' segments make a pattern several: with and without each of them. */
function withoutOptionals(parts: string[]): string[][] {
  const index = parts.findIndex((part) => part.endsWith('?'));
  if (index < 0) return [parts];
  const present = [...parts.slice(0, index), parts[index].slice(0, -1), ...parts.slice(index + 1)];
  const absent = [...parts.slice(0, index), ...parts.slice(index + 1)];
  return [...withoutOptionals(present), ...withoutOptionals(absent)];
}

const isDynamic = (part: string) => part.startsWith(':') || part === '*';

function fixedPatternsOverlap(a: string[], b: string[]): boolean {
  const aSplat = a.at(-1) === '*';
  const bSplat = b.at(-1) === '*';
  const aFixed = aSplat ? a.slice(0, -1) : a;
  const bFixed = bSplat ? b.slice(0, -1) : b;
  if (!aSplat && !bSplat && aFixed.length !== bFixed.length) return false;
  if (aSplat && !bSplat && bFixed.length < aFixed.length) return false;
  if (bSplat && !aSplat && aFixed.length < bFixed.length) return false;
  const shared = Math.min(aFixed.length, bFixed.length);
  for (let i = 0; i < shared; i += 1) {
    if (!isDynamic(aFixed[i]) && !isDynamic(bFixed[i]) && aFixed[i] !== bFixed[i]) return false;
  }
  return true;
}

/** True when some path matches both patterns ('/a/:id' and '/a/new' do; '/a' and '/ab' do not). */
export function patternsOverlap(a: string, b: string): boolean {
  return withoutOptionals(segments(a)).some((left) => withoutOptionals(segments(b)).some((right) => fixedPatternsOverlap(left, right)));
}

/**
 * The catalog with every remote that claims a path an earlier remote owns taken out of service
 * (no data, an error naming both): the first one keeps working, the conflict is reported.
 */
export function refuseOverlappingRoutes(remotes: RemoteDescriptor[], report: (message: string) => void = console.error): RemoteDescriptor[] {
  const owned: { remote: string; path: string }[] = [];
  return remotes.map((remote) => {
    const routes = remote.data?.routes ?? [];
    for (const route of routes) {
      const owner = owned.find((candidate) => patternsOverlap(candidate.path, route.path));
      if (owner) {
        const error = `Module "${remote.name}" is refused: its route ${route.path} overlaps ${owner.path} of module "${owner.remote}".`;
        report(error);
        return { name: remote.name, manifestUrl: remote.manifestUrl, error };
      }
    }
    for (const route of routes) owned.push({ remote: remote.name, path: route.path });
    return remote;
  });
}
