import type { FastifyRequest } from 'fastify';
import type { UserDenyFlag } from '@vws/shared/permissions';
import { HttpError } from '../../platform/request-context';
import { readProfilePermissions, type MetaDb } from './meta.store';

/** Refuses (403, logged) when the user's profile carries the USER_DENY_* flag. */
export async function refuseIfDenied(db: MetaDb, request: FastifyRequest, flag: UserDenyFlag): Promise<void> {
  const profile = await readProfilePermissions(db, request.authUser!.userUid);
  if (profile.includes(flag)) {
    request.log.warn({ userUid: request.authUser!.userUid, flag, url: request.url }, 'refused by profile flag');
    throw new HttpError(403, 'forbidden', 'This action is not permitted for your account.');
  }
}
