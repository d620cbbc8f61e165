import type { ComponentType } from 'react';
import type { Permission } from '../permissions/names';

/**
 * What the shell must know about a remote without loading its code (DESIGN.md §3): the routes it
 * owns (to guard and to decide which remote to load) and its sidebar sections. Pure data, no React:
 * written into the remote's mf-manifest.json at build time (manifest additionalData).
 */
export interface ModuleRouteInfo<P extends string = string> {
  /** A pattern of ROUTES (routes.ts), e.g. '/audit' or '/vvt-list/:ebenenr'; matched with react-router's matchPath. */
  path: P;
  /** Any of these grants access; absent = any signed-in user with a selected customer. */
  permission?: Permission | readonly Permission[];
  /** Print layouts render without sidebar and top bar. */
  layout?: 'main' | 'print';
  /** The route lives in the customer context and carries ?cuid. Default true. */
  requiresCustomer?: boolean;
  /**
   * The page's heading and intro as keys of the module's namespace. The server shows them in the
   * page's first HTML, before any script has loaded (server/src/http/route-frame.ts). A route
   * parameter in braces is filled from the address: 'list.title{ebenenr}'. Since 1.9.0.
   * Since 1.10.0: `customerName` names the texts' interpolation that is the selected customer's
   * name (the frame fills it from the preferences, or shows nothing), and `buttons: false` says
   * that the title row holds no buttons (it is as high as the title, not as a button).
   */
  heading?: { titleKey: string; introKey?: string; customerName?: string; buttons?: boolean };
  /**
   * The calls (paths of the contract, below the API base) the page makes at its first render, each
   * for the selected customer (?customer_uid=) and without other parameters. A route with a heading
   * has them started by its first HTML, beside the portal's own start-up calls, while the scripts
   * still download (server/src/http/route-frame.ts, api/startupReads.ts). Since 1.17.0.
   */
  reads?: readonly string[];
}

/** A pattern with its parameters filled: '/vvt-list/:ebenenr' → `/vvt-list/${string}`. */
export type FilledPattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${FilledPattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

export interface SidebarItem<P extends string = string> {
  id: string;
  /** A path of the module, parameters filled (a sidebar entry links to '/vvt-list/1'). */
  path: FilledPattern<P>;
  /** i18n key, `namespace:key`. */
  labelKey: string;
  /** PrimeIcons class, e.g. 'pi pi-list'. */
  icon?: string;
  permission?: Permission | readonly Permission[];
  /** Shown only when the local setting showMetaPermissionMenuItems is on. */
  metaAdmin?: boolean;
  /** Query appended to the path (e.g. 'reportType=internal'). */
  query?: string;
}

export interface SidebarSection<P extends string = string> {
  id: string;
  labelKey: string;
  /** The module permission; the section is hidden without it. */
  permission?: Permission | readonly Permission[];
  /** Lower comes first. */
  order: number;
  items: SidebarItem<P>[];
}

/**
 * The data half of a DomainModule: what mf-manifest.json carries as additionalData. A remote's
 * manifest names its patterns: `ModuleManifestData<ModuleRoutePattern<'audit'>>`.
 */
export interface ModuleManifestData<P extends string = string> {
  name: string;
  /** i18n namespace the module registers when loaded. */
  namespace: string;
  routes: ModuleRouteInfo<P>[];
  sidebar: SidebarSection<P>[];
  /** The module's widget on /customer (see DashboardWidgetDeclaration). */
  dashboardWidget?: DashboardWidgetDeclaration;
  /** The de/en texts of the sidebar labels (written in at build time). */
  texts?: { de?: Record<string, unknown>; en?: Record<string, unknown> };
}

/**
 * A module's widget on the dashboard (/customer), declared as data: the dashboard shows it without
 * loading the module's code. The server answers its content (contract/dashboard-widget) at
 * `source`; @vws/shared/core renders it.
 */
export interface DashboardWidgetDeclaration {
  /** Shown to users with any of these permissions (the source's own permission). */
  permission?: Permission | readonly Permission[];
  /** Lower comes first. */
  order: number;
  /** i18n key of the card's title, `namespace:key`. Since 1.5.0. */
  titleKey?: string;
  /** The path of the call answering the content, e.g. AUDIT_PATHS.dashboardWidget (customer_uid is added). Since 1.5.0. */
  source?: string;
  /** Subtrees of the module's namespace the content's texts use, written into mf-manifest.json (e.g. ['widget', 'status']). Since 1.5.0. */
  textKeys?: readonly string[];
}

/** One route with its page: the code half, exposed as `<remote>/module`. */
export interface ModuleRoute extends ModuleRouteInfo {
  Component: ComponentType;
  /**
   * Starts loading the page's code (its chunks and the shared libraries they use) without rendering
   * it. The shell calls it as soon as the address names the route, while the session and the
   * customer's permissions still load. Since 1.8.0; `pageRoutes` fills it.
   */
  preload?: () => Promise<unknown>;
}

export interface DomainModule extends Omit<ModuleManifestData, 'routes'> {
  routes: ModuleRoute[];
  /** Registers the module's translations and injects its endpoints/slices; called once when loaded. */
  init?: () => void | Promise<void>;
  /**
   * @deprecated since 1.5.0: declare the widget as data (dashboardWidget.source). Modules built
   * against 1.4 or earlier still offer a component; the shell loads their code for it.
   */
  DashboardWidget?: ComponentType;
}

/** What a remote's `./embed` exposes for a foreign intranet page. */
export interface EmbedOptions {
  /** API origin, e.g. https://portal.example.com (the page's origin when absent). */
  apiBaseUrl?: string;
  customerUid: string;
  locale?: 'de' | 'en';
  /** The route of the module to show, e.g. '/audit'. */
  initialPath?: string;
}
export type MountFunction = (element: HTMLElement, options: EmbedOptions) => () => void;
