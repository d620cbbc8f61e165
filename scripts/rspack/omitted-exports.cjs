// The exports that the portal's shared react-router-dom, react-i18next and react-redux leave out
// (browser-apis.mjs), and that ESLint therefore refuses in the front-end sources (eslint.config.js).

/**
 * Exports of react-router-dom that only a server or React Router's framework mode uses: cookies and
 * sessions, request handlers, static and server rendering, React Server Components, the document
 * components of framework mode and the test stub. A shared module is loaded whole (it cannot be
 * tree-shaken, no build knows what the others use), and these cost about 15 kB gzip on every page.
 */
const ROUTER_SERVER_EXPORTS = [
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'createRoutesStub',
  'isCookie',
  'isSession',
  'HydratedRouter',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'Scripts',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_ServerMode',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
];

/**
 * Exports of react-router-dom that belong to ways the portal does not use, about 7 kB gzip on every
 * page: framework mode's client (route modules, hydration, lazy route discovery, single fetch),
 * route actions and fetchers (<Form>, useSubmit, useFetcher: the portal writes through RTK Query),
 * deferred data (<Await>), hash routing, the router's scroll restoration and view transitions. ESLint
 * refuses an import of one of these (eslint.config.js): the shared module would not have it.
 */
const ROUTER_UNUSED_EXPORTS = [
  'RouterContextProvider',
  'UNSAFE_FrameworkContext',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_WithComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_getHydrationData',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_useFogOFWarDiscovery',
  'UNSAFE_withComponentProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps',
  'createContext',
  'href',
  'Form',
  'IDLE_FETCHER',
  'UNSAFE_FetchersContext',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useSubmit',
  'Await',
  'UNSAFE_AwaitContextProvider',
  'useAsyncError',
  'useAsyncValue',
  'HashRouter',
  'UNSAFE_createHashHistory',
  'createHashRouter',
  'unstable_HistoryRouter',
  'ScrollRestoration',
  'UNSAFE_useScrollRestoration',
  'UNSAFE_ViewTransitionContext',
  'unstable_usePrompt',
  'useViewTransitionState',
];

/**
 * Exports of react-redux that the portal does not use: connect() (2 kB gzip on every page); its
 * components read the store with hooks, and RTK Query needs only the hooks, the Provider and batch.
 */
const REDUX_CONNECT_EXPORTS = ['connect', 'legacy_connect'];

/**
 * Exports of react-i18next that the portal does not use: the <Trans> components, which bring an HTML
 * parser along (about 4 kB gzip on every page, a shared module being loaded whole), and the ICU
 * helpers of those components. Texts with markup are not the portal's way: ESLint refuses an
 * import of one of these.
 */
const I18NEXT_TRANS_EXPORTS = [
  'IcuTrans',
  'IcuTransWithoutContext',
  'Trans',
  'TransWithoutContext',
  'nodesToString',
  'date',
  'number',
  'plural',
  'select',
  'selectOrdinal',
  'time',
];

module.exports = { ROUTER_SERVER_EXPORTS, ROUTER_UNUSED_EXPORTS, REDUX_CONNECT_EXPORTS, I18NEXT_TRANS_EXPORTS };
