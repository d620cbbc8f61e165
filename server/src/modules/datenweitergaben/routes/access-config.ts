import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import type { Permission } from '@vws/shared/permissions';
import { recordAuthEvent } from '../../../auth';
import { forbidden } from '../../../platform/authorize';

/** The route permissions of spec §6 (the platform adds VWS_Datenweitergaben_Module_Access). */
export const VIEW = { access: { permission: 'VWS_Datenweitergaben_View' } } as const;
export const EDIT = { access: { permission: 'VWS_Datenweitergaben_Edit' } } as const;
/** The links seen from a processing record: the VVT's own rights, plus ours checked by alsoRequires. */
export const VVT_VIEW = { access: { permission: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'] } } as const;
export const VVT_MAPPINGS_EDIT = { access: { permission: 'VWS_VVTProzesse_Mappings_Edit' } } as const;

export const customerQuery = customerUidQuerySchema;
export const TAGS = ['datenweitergaben'];

/**
 * The routes that need a second permission besides their config.access: a link change needs the
 * edit right of both sides, the links seen from a processing record our view right. The one list
 * alsoRequires() reads, and the role x route matrix (platform/access-matrix.test.ts) too.
 */
export const SECOND_PERMISSIONS = [
  { method: 'PUT', path: DW_PATHS.mappingsEdit, permission: 'VWS_VVTProzesse_Mappings_Edit' },
  { method: 'GET', path: DW_PATHS.vvtMappings, permission: 'VWS_Datenweitergaben_View' },
  { method: 'PUT', path: DW_PATHS.vvtMappingsEdit, permission: 'VWS_Datenweitergaben_Edit' },
] as const satisfies ReadonlyArray<{ method: string; path: string; permission: Permission }>;

type SecondPermissionRoute = (typeof SECOND_PERMISSIONS)[number];

/**
 * The second permission of a route of SECOND_PERMISSIONS, as its preValidation. Runs before
 * validation, like the platform's own check, and is logged the same way.
 */
export function alsoRequires(app: FastifyInstance, method: SecondPermissionRoute['method'], path: SecondPermissionRoute['path']): preValidationAsyncHookHandler {
  const entry = SECOND_PERMISSIONS.find((s) => s.method === method && s.path === path);
  if (!entry) throw new Error(`${method} ${path} is not listed in SECOND_PERMISSIONS`);
  const { permission } = entry;
  return async function secondPermission(request) {
    if (request.permissions?.includes(permission)) return;
    await recordAuthEvent(app.platform.db, request.log, {
      event: 'authorization_refused',
      userUid: request.authUser?.userUid,
      email: request.authUser?.email,
      ip: request.ip,
      detail: { reason: 'missing permission', method: request.method, url: request.url.split('?')[0], wanted: [permission] },
    });
    throw forbidden();
  };
}
