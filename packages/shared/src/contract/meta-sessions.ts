import { z } from 'zod';

/**
 * The signed-in user's own sessions (issue 26 item 8): GET /meta/userprofile/sessions lists the open
 * ones, DELETE ends one (?sessionId=) or every other one (?all=true). React-free: the server validates
 * with these and the profile page infers its types from them.
 */

/** One open session (a refresh-token family): when it began and was last used, with which browser. */
export const userSessionSchema = z.object({
  sessionId: z.string().uuid(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: the last sign-in or refresh of the session. */
  lastUsedAt: z.string(),
  /** The User-Agent header of its sign-in (at most 300 characters); null when none was sent. */
  userAgent: z.string().nullable(),
  /** The session of this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** GET /meta/userprofile/sessions: the current one first, then by last use. */
export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

/**
 * DELETE /meta/userprofile/sessions: exactly one of ?sessionId=<uuid> (another session) and ?all=true
 * (all but the current one). Not strict: the client's base query adds the selected customer_uid to every call.
 */
export const endSessionsQuerySchema = z
  .object({
    sessionId: z.string().uuid().optional(),
    all: z.literal('true').optional(),
  })
  .refine((q) => (q.sessionId === undefined) !== (q.all === undefined), { message: 'sessionIdOrAll', path: ['sessionId'] });
export type EndSessionsQuery = z.infer<typeof endSessionsQuerySchema>;

/** How many sessions ended. */
export const endSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;
