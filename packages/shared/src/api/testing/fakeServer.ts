/**
 * A fake API server at the fetch boundary: replaces global fetch with a function that answers
 * from a handler, and records every request as the server would have seen it.
 */

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. META_ENDPOINTS.customers.path. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  credentials: RequestCredentials;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  requests: FakeRequest[];
  /** Requests to one path, in order. */
  calls(path: string): FakeRequest[];
  restore(): void;
}

export function startFakeServer(handler: FakeHandler, basePath = '/api'): FakeServer {
  const original = globalThis.fetch;
  const requests: FakeRequest[] = [];

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      headers: Object.fromEntries(request.headers.entries()),
      credentials: request.credentials,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const aborted = new Promise<never>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    const answer = await Promise.race([handler(recorded), aborted]);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    requests,
    calls: (path) => requests.filter((r) => r.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
