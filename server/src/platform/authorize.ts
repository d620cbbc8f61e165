import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Permission, hasPermission, withComputedPermissions } from '@vws/shared/permissions';
import { readCookie } from '../auth/cookies';
import { recordAuthEvent } from '../auth/events';
import { activeSessionUser } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import { loadCustomerMembership, loadProfilePermissions } from './grants';
import { type AuthUser, HttpError } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden', 'forbidden');

function list(permission: Permission | readonly Permission[]): readonly Permission[] {
  return Array.isArray(permission) ? permission : [permission as Permission];
}

/** Verifies the access cookie and that its session is still open; sets request.authUser and sessionId. */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  if (request.authUser) return request.authUser;
  const { config, db, accessKey } = app.platform;
  const token = readCookie(request, config.secureCookies, 'access');
  const claims = token ? await verifyAccessToken(accessKey, token) : undefined;
  if (!claims || !UUID.test(claims.userUid) || !UUID.test(claims.sessionId)) throw unauthorized();
  const user = await activeSessionUser(db, claims.userUid, claims.sessionId);
  if (!user) throw unauthorized();
  const authUser = { userUid: user.user_uid, email: user.email, firstname: user.firstname, lastname: user.lastname };
  request.authUser = authUser;
  request.sessionId = claims.sessionId;
  return authUser;
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
    throw new HttpError(400, 'validation', 'customerUidRequired', { fields: [{ path: 'customer_uid', message: 'required' }] });
  }
  if (!UUID.test(value)) {
    throw new HttpError(400, 'validation', 'customerUidInvalid', { fields: [{ path: 'customer_uid', message: 'Invalid UUID' }] });
  }
  return value;
}

/**
 * Resolves ?customer_uid: the user must be a member who may select it (VWS_Select), then any of
 * the wanted permissions must be granted by the customer roles or the profile (spec §6), and the
 * module's access permission too when the route belongs to a module that has one.
 */
export async function checkCustomerPermission(
  app: FastifyInstance,
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
  modulePermission: Permission | undefined,
): Promise<void> {
  const user = await authenticateRequest(app, request);
  const customerUid = customerUidOf(request);
  const membership = await loadCustomerMembership(app.platform.db, user.userUid, customerUid);
  if (!membership) return refuse(app, request, 'not a member of the customer', { customerUid });
  const profile = await loadProfilePermissions(app.platform.db, user.userUid);
  const granted = { customer: withComputedPermissions(membership.permissions), profile };
  if (!hasPermission(granted, 'VWS_Select')) return refuse(app, request, 'customer not selectable', { customerUid });
  const all = withComputedPermissions([...membership.permissions, ...profile]);
  if (modulePermission && !hasPermission({ customer: all, profile: [] }, modulePermission)) {
    return refuse(app, request, 'missing module access', { customerUid, wanted: [modulePermission] });
  }
  if (!hasPermission({ customer: all, profile: [] }, list(permission))) {
    return refuse(app, request, 'missing permission', { customerUid, wanted: list(permission) });
  }
  request.customer = { customerUid, name: membership.name, schema: membership.schema, clusterDsn: membership.clusterDsn };
  request.permissions = all;
}

/** Profile-level check (META_*), no customer involved. */
export async function checkProfilePermission(app: FastifyInstance, request: FastifyRequest, permission: Permission | readonly Permission[]): Promise<void> {
  const user = await authenticateRequest(app, request);
  const profile = await loadProfilePermissions(app.platform.db, user.userUid);
  const all = withComputedPermissions(profile);
  if (!hasPermission({ customer: [], profile: all }, list(permission))) {
    return refuse(app, request, 'missing profile permission', { wanted: list(permission) });
  }
  request.permissions = all;
}
