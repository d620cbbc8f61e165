import type { APIRequestContext } from '@playwright/test';

/**
 * Every screen of the portal, derived at run time: the shell's own pages plus every route of every
 * remote's mf-manifest.json that /remotes.json lists (the same data the shell's sidebar reads), so a
 * new module's screens are visited without editing the tests. Routes of an absent remote are simply
 * not listed. Path parameters (/vvt-list/:ebenenr) are filled with 1.
 */
export interface Screen {
  /** Short name for the report and screenshot files, e.g. "audit-list-report". */
  name: string;
  /** Path with query; `{cuid}` is replaced by the signed-in user's customer. */
  path: string;
  /** public: shown signed out; module: a remote's route (needs a permission, maybe a customer). */
  kind: 'public' | 'shell' | 'module';
  /** The manifest's permission; the meta administrator visits what the DSB may not open. */
  permission?: string;
  /** The remote whose manifest lists the route. */
  remote?: string;
}

interface ManifestRoute {
  path: string;
  /** One permission, or several of which one suffices. */
  permission: string | string[];
  requiresCustomer?: boolean;
}

const PUBLIC_SCREENS: Screen[] = [
  { name: 'signin', path: '/signin', kind: 'public' },
  { name: 'forgot-password', path: '/forgotpassword', kind: 'public' },
  { name: 'reset-password', path: '/resetpassword?token=invalid', kind: 'public' },
  { name: 'privacy-notice', path: '/res/privacy_notice_{lang}.html', kind: 'public' },
  { name: 'legal-notice', path: '/res/legal_notice_{lang}.html', kind: 'public' },
];

const SHELL_SCREENS: Screen[] = [
  { name: 'home', path: '/', kind: 'shell' },
  { name: 'customers', path: '/customers', kind: 'shell' },
  { name: 'userprofile', path: '/userprofile', kind: 'shell' },
  { name: 'aufgaben', path: '/aufgaben', kind: 'shell' },
  { name: 'http-status-404', path: '/http-status-code?code=404', kind: 'shell' },
];

function isManifestRoute(value: unknown): value is ManifestRoute {
  const route = value as ManifestRoute;
  const permission = route?.permission;
  const named = typeof permission === 'string' || (Array.isArray(permission) && permission.every((p) => typeof p === 'string'));
  return !!route && typeof route.path === 'string' && named;
}

function screenName(path: string): string {
  return path.replace(/^\//, '').replace(/[/:]+/g, '-').replace(/-+$/, '') || 'root';
}

function fillParams(path: string): string {
  return path.replace(/:[A-Za-z_]+\??/g, '1');
}

interface SidebarItem {
  path: string;
  query?: string;
}
interface Manifest {
  metaData?: { vws?: { routes?: unknown[]; sidebar?: Array<{ items?: SidebarItem[] }> } };
}

/**
 * The routes of every remote the server lists in /remotes.json (those whose manifest can be read).
 * `withSidebarQueries`: also each sidebar entry that opens a route with a query of its own (the
 * VVT's external and phases reports are one route with ?reportType=...).
 */
export async function moduleScreens(request: APIRequestContext, options: { withSidebarQueries?: boolean } = {}): Promise<Screen[]> {
  const list = (await (await request.get('/remotes.json')).json()) as Array<{ name: string; manifest: string }>;
  const screens: Screen[] = [];
  for (const entry of list) {
    const response = await request.get(entry.manifest);
    if (!response.ok()) continue;
    const manifest = (await response.json()) as Manifest;
    const routes = (manifest.metaData?.vws?.routes ?? []).filter(isManifestRoute);
    for (const route of routes) {
      const query = route.requiresCustomer === false ? '' : '?cuid={cuid}';
      const permission = Array.isArray(route.permission) ? route.permission.join(' | ') : route.permission;
      screens.push({ name: screenName(route.path), path: `${fillParams(route.path)}${query}`, kind: 'module', permission, remote: entry.name });
      if (!options.withSidebarQueries) continue;
      const items = (manifest.metaData?.vws?.sidebar ?? []).flatMap((section) => section.items ?? []);
      for (const item of items.filter((i) => i.path === route.path && i.query)) {
        const name = `${screenName(route.path)}-${item.query!.replace(/^.*=/, '')}`;
        screens.push({ name, path: `${route.path}${query ? `${query}&` : '?'}${item.query}`, kind: 'module', permission, remote: entry.name });
      }
    }
  }
  return screens;
}

export async function allScreens(request: APIRequestContext, options: { withSidebarQueries?: boolean } = {}): Promise<Screen[]> {
  return [...PUBLIC_SCREENS, ...SHELL_SCREENS, ...(await moduleScreens(request, options))];
}

export function resolvePath(screen: Screen, values: { cuid?: string; lang: 'de' | 'en' }): string {
  return screen.path.replace('{cuid}', encodeURIComponent(values.cuid ?? '')).replace('{lang}', values.lang);
}
