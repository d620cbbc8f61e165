import { lazy, type ComponentType } from 'react';
import type { ModuleRoute, ModuleRouteInfo } from './types';

/** A page's code, loaded on demand: `async () => (await import('./pages/...')).SomePage`. */
export type PageLoader = () => Promise<ComponentType>;
/** A page bundled with the module itself (its start page), rendered without suspending: `{ eager: DashboardPage }`. */
export type EagerPage = { eager: ComponentType };

/**
 * A module's routes with their pages: each page is a lazy component whose code `preload()` fetches
 * ahead of its render (one load for both). A route of the manifest without a page is a programming
 * error, refused when the module is imported.
 *
 * A preloaded page still suspends for a moment when it first renders: it then renders in a task of
 * its own. Rendered at once (a thenable that answered synchronously) it joined the route guard's
 * render in one long task, and Lighthouse's blocking time on a phone rose by 90–150 ms.
 */
export function pageRoutes(moduleName: string, routes: readonly ModuleRouteInfo[], loaders: Readonly<Record<string, PageLoader | EagerPage>>): ModuleRoute[] {
  return routes.map((route) => {
    const load = loaders[route.path];
    if (!load) throw new Error(`${moduleName} module: no page for ${route.path}`);
    if (typeof load !== 'function') return { ...route, Component: load.eager, preload: async () => load.eager };
    let loading: Promise<ComponentType> | undefined;
    const preload = () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined; // forgotten, so that the next render or preload tries again
        throw error;
      }));
    return { ...route, Component: lazy(async () => ({ default: await preload() })), preload };
  });
}
