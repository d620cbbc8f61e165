import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { UserDenyFlag } from '@vws/shared/permissions';
import { recordAuthEvent } from '../../auth';
import { HttpError, requireUser } from '../../platform/request-context';
import { readProfilePermissions, type MetaDb } from './meta.store';

/** Refuses (403, recorded as a refused authorization) when the user's profile carries the USER_DENY_* flag. */
export async function refuseIfDenied(db: MetaDb, request: FastifyRequest, flag: UserDenyFlag): Promise<void> {
  const user = requireUser(request);
  const profile = await readProfilePermissions(db, user.userUid);
  if (!profile.includes(flag)) return;
  await recordAuthEvent(db, request.log, {
    event: 'authorization_refused',
    userUid: user.userUid,
    email: user.email,
    ip: request.ip,
    detail: { reason: 'denied by profile flag', flag, method: request.method, url: request.url.split('?')[0] },
  });
  throw new HttpError(403, 'forbidden', 'deniedForAccount');
}

/**
 * The route's preValidation: refuses a denied caller before the body is validated, so a denied
 * caller gets 403 rather than a 400 that reveals the input shape.
 */
export function deniedBy(db: MetaDb, flag: UserDenyFlag): preValidationAsyncHookHandler {
  return async function refuseDenied(request) {
    await refuseIfDenied(db, request, flag);
  };
}
