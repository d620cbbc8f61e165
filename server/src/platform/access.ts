import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AnyEndpoint } from '@vws/shared/contract/endpoint';
import type { Permission } from '@vws/shared/permissions';
import { authenticateRequest, checkCustomerPermission, checkProfilePermission } from './authorize';
import type { RouteAccess } from './request-context';

/** One /api route as registered: what the generated access test walks. */
export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess;
  /** The ServerModule the route belongs to (undefined for the platform's auth routes). */
  module?: string;
  /** The module's access permission, required in addition on { permission } routes. */
  modulePermission?: Permission;
  /** The route's request schemas (zod), for tests that derive calls from them. */
  schema?: { body?: unknown; querystring?: unknown };
  /** The endpoint contract it was registered from (kit/contract-route.ts). */
  endpoint?: AnyEndpoint;
}

const ACCESS_HINT = "add config.access ('public' | 'signedIn' | { permission } | { profilePermission })";

/** Route options -> its record, so the module scope hook can complete what the platform hook started. */
const records = new WeakMap<RouteOptions, RouteRecord>();

function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'signedIn') return true;
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const names = v.permission ?? v.profilePermission;
  return (typeof names === 'string' && names !== '') || (Array.isArray(names) && names.length > 0);
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function checkFor(app: FastifyInstance, record: RouteRecord): onRequestAsyncHookHandler | undefined {
  const { access } = record;
  if (access === 'public') return undefined;
  if (access === 'signedIn') {
    return async function signedIn(request: FastifyRequest) {
      await authenticateRequest(app, request);
    };
  }
  if ('permission' in access) {
    return async function customerPermission(request: FastifyRequest) {
      await checkCustomerPermission(app, request, access.permission, record.modulePermission);
    };
  }
  return async function profilePermission(request: FastifyRequest) {
    await checkProfilePermission(app, request, access.profilePermission);
  };
}

/**
 * Deny by default: every route of this scope must declare config.access, or registering it throws
 * (so the server does not boot). The check runs first in the route's onRequest hooks, before the
 * body is parsed and validated: authentication, then customer and permission, then validation.
 */
export function installAccessControl(app: FastifyInstance, registry: RouteRecord[]): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!isRouteAccess(access)) {
      throw new Error(`Route ${methodsOf(route).join(',')} ${route.url} declares no access: ${ACCESS_HINT}`);
    }
    const schema = route.schema as RouteRecord['schema'] | undefined;
    const record: RouteRecord = {
      method: methodsOf(route).join(','),
      url: route.url,
      access,
      schema: schema ? { body: schema.body, querystring: schema.querystring } : undefined,
      endpoint: route.config?.endpoint,
    };
    records.set(route, record);
    // Fastify adds a HEAD twin of every GET; it gets its own check but is not a route of its own.
    if (record.method !== 'HEAD') registry.push(record);
    const check = checkFor(app, record);
    if (!check) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [check, ...existing];
  });
}

/**
 * Registered on a module's scope by the platform: names the module on its routes and adds the
 * module's access permission to each { permission } route (the check reads it at request time).
 */
export function installModuleScope(app: FastifyInstance, module: { name: string; accessPermission?: Permission }): void {
  app.addHook('onRoute', (route) => {
    const record = records.get(route);
    if (!record) return;
    record.module = module.name;
    if (module.accessPermission && typeof record.access === 'object' && 'permission' in record.access) {
      record.modulePermission = module.accessPermission;
    }
  });
}
