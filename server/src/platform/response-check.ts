import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpointKey } from '@vws/shared/contract/endpoint';

/** An answer that its contract does not describe: the call, and what zod found. */
export interface ResponseDrift {
  call: string;
  issues: string[];
}

/**
 * Checks every 200 JSON answer of a contract route against the contract's response schema, also
 * the answers sent as pre-built JSON text (lists cached as JSON) and those whose serializer skips
 * the check for speed. On a mismatch the call answers 500 and `onDrift` hears of it: the test
 * harness (test/app.ts) turns it into a failing test. Off in production (it parses every answer).
 */
export function installResponseCheck(app: FastifyInstance, onDrift: (drift: ResponseDrift) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint || endpoint.response === 'file' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const result = (endpoint.response as z.ZodType).safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const drift = { call: endpointKey(endpoint), issues: result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
    onDrift(drift);
    throw new Error(`${drift.call} answered what its contract does not describe: ${drift.issues.join('; ')}`);
  });
}
