/**
 * jsdom (Jest's browser environment) has no fetch, Request, Response or Headers; RTK Query's
 * fetchBaseQuery needs them. Import this before the modules under test; the fake server then
 * replaces fetch itself. undici needs a few more Node globals that jsdom hides, so they go first.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { MessageChannel, MessagePort, BroadcastChannel } from 'node:worker_threads';
import { Blob, File } from 'node:buffer';
import { setImmediate, clearImmediate } from 'node:timers';
import { performance } from 'node:perf_hooks';

const scope = globalThis as unknown as Record<string, unknown>;
const provide = (globals: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(globals)) {
    if (typeof scope[name] === 'undefined') scope[name] = value;
  }
};

provide({ TextDecoder, TextEncoder, ReadableStream, TransformStream, WritableStream, MessageChannel, MessagePort, BroadcastChannel, Blob, File });
provide({ setImmediate, clearImmediate, performance });

// Required only now, after the globals above exist.
const undici = require('undici') as typeof import('undici');
provide({ Headers: undici.Headers, Request: undici.Request, Response: undici.Response, FormData: undici.FormData, fetch: undici.fetch });

export {};
