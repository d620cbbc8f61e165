/**
 * zod schemas of request and response bodies, free of React (the server imports them too).
 * This entry carries the cross-cutting ones; each domain's contract is imported from its own
 * sub-path (`@vws/shared/contract/meta`, `/customer`, `/audit`, ...) so that names of one domain
 * never collide with another's.
 */
export * from './common';
export * from './auth';
