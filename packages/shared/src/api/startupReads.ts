/**
 * Answers the page's first HTML asked for while the scripts downloaded (the route frame's script,
 * server/src/http/route-frame.ts): the portal's start-up calls (contract/startup-reads.ts) and the
 * route's reads (ModuleRouteInfo.reads), by their full address. The API slice's first GET of such an
 * address takes the answer instead of asking again; each is taken once, and only while fresh: a
 * later call (a page opened again, a refetch after a change) asks the server.
 */
export interface StartupRead {
  /** Date.now() when the call was started. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    vwsStartupReads?: Record<string, StartupRead>;
  }
}

/** As long as the route frame may stand (its script's limit): the page's start-up ends before it. */
export const STARTUP_READ_FRESH_MS = 10_000;

/** The started call for this request, taken out of the list; undefined when there is none (or no longer a fresh one). */
export function takeStartupRead(request: Request, now = Date.now()): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.vwsStartupReads;
  if (!reads || request.method !== 'GET') return undefined;
  const read = reads[request.url];
  if (!read) return undefined;
  // A user's call waits under its address with and without the customer: one answer, taken once.
  for (const [url, entry] of Object.entries(reads)) if (entry === read) delete reads[url];
  return now - read.at <= STARTUP_READ_FRESH_MS ? read.response : undefined;
}

/**
 * The API slice's fetch: a started call's answer when there is one and it succeeded, else the
 * network (a failed or refused start-up call is asked again, so that the usual handling of a 401,
 * a 403 or an outage applies to the page's own call).
 */
export function fetchWithStartupReads(input: RequestInfo, init?: RequestInit): Promise<Response> {
  // fetchBaseQuery passes its Request alone.
  const request = input instanceof Request ? input : new Request(input, init);
  const started = takeStartupRead(request);
  if (!started) return fetch(request);
  return started.then(
    (response) => (response.ok ? response : fetch(request)),
    () => fetch(request),
  );
}
