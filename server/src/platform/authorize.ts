import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Permission, hasPermission, withComputedPermissions } from '@vws/shared/permissions';
import { readCookie } from '../auth/cookies';
import { recordAuthEvent } from '../auth/events';
import { activeSessionUser } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import { loadCustomerMembership, loadProfilePermissions } from './grants';
import { HttpError } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Authentication required.');
export const forbidden = () => new HttpError(403, 'forbidden', 'You are not allowed to do this.');

function list(permission: Permission | readonly Permission[]): readonly Permission[] {
  return Array.isArray(permission) ? permission : [permission as Permission];
}

/** Verifies the access cookie and that its session is still open; sets request.authUser and sessionId. */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.authUser) return;
  const { config, db, accessKey } = app.platform;
  const token = readCookie(request, config.secureCookies, 'access');
  const claims = token ? await verifyAccessToken(accessKey, token) : undefined;
  if (!claims || !UUID.test(claims.userUid) || !UUID.test(claims.sessionId)) throw unauthorized();
  const user = await activeSessionUser(db, claims.userUid, claims.sessionId);
  if (!user) throw unauthorized();
  request.authUser = { userUid: user.user_uid, email: user.email, firstname: user.firstname, lastname: user.lastname };
  request.sessionId = claims.sessionId;
}

async function refuse(app: FastifyInstance, request: FastifyRequest, reason: string, detail: Record<string, unknown>): Promise<never> {
  await recordAuthEvent(app.platform.db, request.log, {
    event: 'authorization_refused',
    userUid: request.authUser?.userUid,
    email: request.authUser?.email,
    ip: request.ip,
    detail: { reason, method: request.method, url: request.url.split('?')[0], ...detail },
  });
  throw forbidden();
}

function customerUidOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown> | undefined)?.customer_uid;
  if (typeof value !== 'string' || value === '') {
    throw new HttpError(400, 'validation', 'customer_uid is required.', { fields: [{ path: 'customer_uid', message: 'Required' }] });
  }
  if (!UUID.test(value)) {
    throw new HttpError(400, 'validation', 'customer_uid is not valid.', { fields: [{ path: 'customer_uid', message: 'Invalid UUID' }] });
  }
  return value;
}

/**
 * Resolves ?customer_uid: the user must be a member who may select it (VWS_Select), then any of
 * the wanted permissions must be granted by the customer roles or the profile (spec §6).
 */
export function makeRequirePermission(app: FastifyInstance) {
  return (permission: Permission | readonly Permission[]): preHandlerAsyncHookHandler =>
    async function requirePermission(request) {
      await authenticateRequest(app, request);
      const customerUid = customerUidOf(request);
      const userUid = request.authUser!.userUid;
      const membership = await loadCustomerMembership(app.platform.db, userUid, customerUid);
      if (!membership) return refuse(app, request, 'not a member of the customer', { customerUid });
      const profile = await loadProfilePermissions(app.platform.db, userUid);
      const granted = { customer: withComputedPermissions(membership.permissions), profile };
      if (!hasPermission(granted, 'VWS_Select')) return refuse(app, request, 'customer not selectable', { customerUid });
      const all = withComputedPermissions([...membership.permissions, ...profile]);
      if (!hasPermission({ customer: all, profile: [] }, list(permission))) {
        return refuse(app, request, 'missing permission', { customerUid, wanted: list(permission) });
      }
      request.customer = { customerUid, name: membership.name, schema: membership.schema, clusterDsn: membership.clusterDsn };
      request.permissions = all;
    };
}

/** Profile-level check (META_*), no customer involved. */
export function makeRequireProfilePermission(app: FastifyInstance) {
  return (permission: Permission | readonly Permission[]): preHandlerAsyncHookHandler =>
    async function requireProfilePermission(request) {
      await authenticateRequest(app, request);
      const profile = await loadProfilePermissions(app.platform.db, request.authUser!.userUid);
      const all = withComputedPermissions(profile);
      if (!hasPermission({ customer: [], profile: all }, list(permission))) {
        return refuse(app, request, 'missing profile permission', { wanted: list(permission) });
      }
      request.permissions = all;
    };
}
