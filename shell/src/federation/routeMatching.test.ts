import type { ModuleRouteInfo } from '@vws/shared/core';
import { findRemoteRoute, matchesPath, patternsOverlap, refuseOverlappingRoutes } from './routeMatching';
import type { RemoteDescriptor } from './remoteCatalog';

const remote = (name: string, paths: string[]): RemoteDescriptor => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  data: { name, namespace: name, routes: paths.map((path): ModuleRouteInfo => ({ path })), sidebar: [] },
});

describe('route matching', () => {
  it('matches exact paths and :params, nothing else', () => {
    expect(matchesPath('/audit', '/audit')).toBe(true);
    expect(matchesPath('/datenweitergaben', '/datenweitergaben' + '/')).toBe(true);
    expect(matchesPath('/audit', '/auditfrage')).toBe(false);
    expect(matchesPath('/vvt-list/:ebenenr', '/vvt-list/2')).toBe(true);
    expect(matchesPath('/vvt-list/:ebenenr', '/vvt-list')).toBe(false);
    expect(matchesPath('/vvt-list/:ebenenr', '/vvt-list/2/x')).toBe(false);
  });

  it('finds the remote that owns a path, with the route parameters', () => {
    const remotes = [remote('audit', ['/audit']), remote('vvt', ['/vvt-list/:ebenenr']), { name: 'broken', manifestUrl: 'y', error: 'HTTP 500' }];
    expect(findRemoteRoute(remotes, '/audit')?.remote.name).toBe('audit');
    expect(findRemoteRoute(remotes, '/vvt-list/3')).toMatchObject({ remote: { name: 'vvt' }, route: { path: '/vvt-list/:ebenenr' }, params: { ebenenr: '3' } });
    expect(findRemoteRoute(remotes, '/nowhere')).toBeNull();
  });
});

describe('overlapping route patterns', () => {
  it.each([
    ['/audit', '/audit', true],
    ['/audit', '/AUDIT/', true],
    ['/vvt-list/:ebenenr', '/vvt-list/2', true],
    ['/vvt-list/:ebenenr', '/vvt-list/:level', true],
    ['/register/*', '/register/list/1', true],
    ['/register/*', '/register', true],
    ['/a/:id?', '/a', true],
    ['/audit', '/auditfrage', false],
    ['/vvt-list/:ebenenr', '/vvt-list', false],
    ['/vvt-list/:ebenenr', '/vvt-detail/:ebenenr', false],
    ['/register/*', '/registerx', false],
    ['/a/:id?', '/a/b/c', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(patternsOverlap(a, b)).toBe(expected);
    expect(patternsOverlap(b, a)).toBe(expected);
  });

  it('refuses the later remote with a message naming both, and keeps the first', () => {
    const reports: string[] = [];
    const first = remote('audit', ['/audit', '/auditfrage']);
    const result = refuseOverlappingRoutes([first, remote('intruder', ['/other', '/auditfrage']), remote('vvt', ['/vvt-list/:ebenenr'])], (m) =>
      reports.push(m),
    );
    expect(result[0]).toBe(first);
    expect(result[1]).toEqual({
      name: 'intruder',
      manifestUrl: '/remotes/intruder/mf-manifest.json',
      error: 'Module "intruder" is refused: its route /auditfrage overlaps /auditfrage of module "audit".',
    });
    expect(result[2].data?.routes).toHaveLength(1);
    expect(reports).toEqual([result[1].error]);
    expect(findRemoteRoute(result, '/other')).toBeNull();
    expect(findRemoteRoute(result, '/auditfrage')?.remote.name).toBe('audit');
  });

  it('does not let a refused remote block a later one with its routes', () => {
    const result = refuseOverlappingRoutes([remote('a', ['/x']), remote('b', ['/x', '/y']), remote('c', ['/y'])], () => undefined);
    expect(result.map((r) => !!r.data)).toEqual([true, false, true]);
  });
});
