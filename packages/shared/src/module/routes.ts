import { generatePath, type PathParam } from 'react-router-dom';

/**
 * Every module's route patterns (spec §2), so a link into another module is a typed reference
 * instead of a path string: a misspelt route or a missing parameter fails the type check.
 * vvt, datenweitergaben and metaadmin are listed before their remotes exist so that links to
 * them are written against the same table. A module's manifest declares exactly its entry here.
 */
export const ROUTES = {
  customer: {
    dashboard: '/customer',
    masterData: '/customer-master-data',
    legalNotice: '/customer-legalnotice',
    userList: '/customer-userlist',
    dataExport: '/customer-dataexport',
  },
  audit: {
    list: '/audit',
    detail: '/auditfrage',
    themenbloecke: '/audit-themenbloecke',
    schutzziele: '/audit-schutzziele',
    organisationseinheiten: '/audit-organisationseinheiten',
    summaryReport: '/audit-summary-report',
    listReport: '/audit-list-report',
  },
  vvt: {
    list: '/vvt-list/:ebenenr',
    detail: '/vvt-detail/:ebenenr',
    print: '/verarbeitung-print',
    listReport: '/vvt-list-report',
    retentionReport: '/vvt-aufbewahrungsfristen-report',
    fullReport: '/vvt-full-report',
    summaryReport: '/vvt-summary-report',
    importContent: '/vvt-list-import-content',
    pendingDsbReview: '/vvt-list-zur-pruefung-dsb',
    assignedToPo: '/vvt-list-zugeordnet-po',
  },
  datenweitergaben: {
    list: '/datenweitergaben',
    detail: '/datenweitergabe',
    print: '/datenweitergabe-print',
    listReport: '/datenweitergaben-list-report',
  },
  metaadmin: {
    home: '/metaadmin',
  },
} as const;

/** The shell's status page for an address that names nothing (a route matched, its parameter did not). */
export const NOT_FOUND_PATH = '/http-status-code?code=404';

export type ModuleName = keyof typeof ROUTES;
/** The route patterns of one module, e.g. ModuleRoutePattern<'vvt'> includes '/vvt-list/:ebenenr'. */
export type ModuleRoutePattern<M extends ModuleName> = (typeof ROUTES)[M][keyof (typeof ROUTES)[M]];
/** Any module route pattern of the table. */
export type RoutePattern = { [M in ModuleName]: ModuleRoutePattern<M> }[ModuleName];

export type RouteParams<P extends string> = { [K in PathParam<P>]: string | number };
export type RouteQuery = Record<string, string | number | boolean | null | undefined> | URLSearchParams | string;

/** Without parameters the params argument may be left out; with them it is required. */
export type RouteLinkArgs<P extends string> = [PathParam<P>] extends [never]
  ? [params?: Record<string, never> | null, query?: RouteQuery]
  : [params: RouteParams<P>, query?: RouteQuery];

/** Adds a query (and drops empty values) to a path; the one place that builds `?cuid=...` links. */
export function withQuery(path: string, query?: RouteQuery): string {
  const search = new URLSearchParams(typeof query === 'string' || query instanceof URLSearchParams ? query : undefined);
  if (query && typeof query === 'object' && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * routeLink(ROUTES.vvt.list, { ebenenr: 2 }, { cuid }) → '/vvt-list/2?cuid=...'.
 * Customer pages carry ?cuid (spec §2): inside React use useCustomerRoute(), which adds it.
 */
export function routeLink<P extends RoutePattern>(pattern: P, ...[params, query]: RouteLinkArgs<P>): string {
  return withQuery(fillPattern(pattern, params), query);
}

/** A pattern with its parameters filled (react-router generatePath; throws when one is missing). */
export function fillPattern(pattern: string, params: Record<string, string | number> | null | undefined): string {
  return generatePath(pattern, Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)])));
}

/** Any path (e.g. a sidebar entry of a manifest) in the customer context: cuid first, the rest of the query kept. */
export function customerPath(path: string, customerUid: string | null | undefined, query?: RouteQuery): string {
  const rest = new URLSearchParams(withQuery('', query).slice(1));
  if (!customerUid) return withQuery(path, rest);
  rest.delete('cuid');
  return withQuery(path, `cuid=${encodeURIComponent(customerUid)}${rest.size ? `&${rest}` : ''}`);
}

/** routeLink in the customer context: the customer's cuid is added to the query. */
export function customerRouteLink<P extends RoutePattern>(customerUid: string | null | undefined, pattern: P, ...[params, query]: RouteLinkArgs<P>): string {
  return customerPath(fillPattern(pattern, params), customerUid, query);
}
