import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ModuleRoute, ModuleRouteInfo } from './types';

/** A page's code, loaded on demand: `async () => (await import('./pages/...')).SomePage`. */
export type PageLoader = () => Promise<ComponentType>;
/** A page bundled with the module itself (its start page), rendered without suspending: `{ eager: DashboardPage }`. */
export type EagerPage = { eager: ComponentType };

/**
 * A module's routes with their pages: each page loads its code on demand, and `preload()` fetches
 * it ahead of its render (one load for both). A route of the manifest without a page is a programming
 * error, refused when the module is imported.
 *
 * A page whose code has arrived renders at once, without suspending: a page that suspends shows its
 * fallback, and React then holds the page back until 300 ms after that fallback appeared (its
 * throttle of revealed content), which delayed every module route's first rows by 250–300 ms. The
 * shell renders the route in a transition, so that the page's render still yields to the browser.
 */
export function pageRoutes(moduleName: string, routes: readonly ModuleRouteInfo[], loaders: Readonly<Record<string, PageLoader | EagerPage>>): ModuleRoute[] {
  return routes.map((route) => {
    const load = loaders[route.path];
    if (!load) throw new Error(`${moduleName} module: no page for ${route.path}`);
    if (typeof load !== 'function') return { ...route, Component: load.eager, preload: async () => load.eager };
    let loading: Promise<ComponentType> | undefined;
    let loaded: ComponentType | undefined;
    const preload = () =>
      (loading ??= load().then(
        (page) => (loaded = page),
        (error: unknown) => {
          loading = undefined; // forgotten, so that the next render or preload tries again
          throw error;
        },
      ));
    const LazyPage = lazy(async () => ({ default: await preload() }));
    function Page(props: object) {
      // Chosen once per mount: a page that started lazy stays that component and keeps its state.
      const [component] = useState<ComponentType>(() => loaded ?? LazyPage);
      return createElement(component, props);
    }
    return { ...route, Component: Page, preload };
  });
}
