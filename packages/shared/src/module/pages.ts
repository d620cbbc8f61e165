import { lazy, type ComponentType } from 'react';
import type { ModuleRoute, ModuleRouteInfo } from './types';

/** A page's code, loaded on demand: `async () => (await import('./pages/...')).SomePage`. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A module's routes with their pages: each page is a lazy component whose code `preload()` fetches
 * ahead of its render (one load for both). A route of the manifest without a page is a programming
 * error, refused when the module is imported.
 */
export function pageRoutes(moduleName: string, routes: readonly ModuleRouteInfo[], loaders: Readonly<Record<string, PageLoader>>): ModuleRoute[] {
  return routes.map((route) => {
    const load = loaders[route.path];
    if (!load) throw new Error(`${moduleName} module: no page for ${route.path}`);
    let loaded: ComponentType | undefined;
    let loading: Promise<ComponentType> | undefined;
    const preload = () =>
      (loading ??= load().then(
        (page) => (loaded = page),
        (error: unknown) => {
          loading = undefined; // forgotten, so that the next render or preload tries again
          throw error;
        },
      ));
    // React.lazy suspends (and shows the spinner for a frame) on a promise, even a settled one; a
    // thenable that answers at once lets a page preloaded before its first render show directly.
    const Component = lazy(() => (loaded ? settled({ default: loaded }) : preload().then((page) => ({ default: page }))));
    return { ...route, Component, preload };
  });
}

function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => unknown) => (resolve(value), thenable) };
  return thenable as unknown as Promise<T>;
}
