import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { endpointKey } from '@vws/shared/contract/endpoint';
import type { Permission } from '@vws/shared/permissions';
import { recordAuthEvent } from '../../../auth';
import { forbidden } from '../../../platform/authorize';

/**
 * The routes that need a second permission besides their contract's access: a link change needs the
 * edit right of both sides, the links seen from a processing record our view right. The one list
 * alsoRequires() reads, and the role x route matrix (platform/access-matrix.test.ts) too.
 */
export const SECOND_PERMISSIONS = [
  { method: DW_ENDPOINTS.mappingsEdit.method, path: DW_ENDPOINTS.mappingsEdit.path, permission: 'VWS_VVTProzesse_Mappings_Edit' },
  { method: DW_ENDPOINTS.vvtMappings.method, path: DW_ENDPOINTS.vvtMappings.path, permission: 'VWS_Datenweitergaben_View' },
  { method: DW_ENDPOINTS.vvtMappingsEdit.method, path: DW_ENDPOINTS.vvtMappingsEdit.path, permission: 'VWS_Datenweitergaben_Edit' },
] as const satisfies ReadonlyArray<{ method: string; path: string; permission: Permission }>;

type SecondPermissionEndpoint = { method: (typeof SECOND_PERMISSIONS)[number]['method']; path: (typeof SECOND_PERMISSIONS)[number]['path'] };

/**
 * The second permission of a route of SECOND_PERMISSIONS, as its preValidation. Runs before
 * validation, like the platform's own check, and is logged the same way.
 */
export function alsoRequires(app: FastifyInstance, endpoint: SecondPermissionEndpoint): preValidationAsyncHookHandler {
  const entry = SECOND_PERMISSIONS.find((s) => s.method === endpoint.method && s.path === endpoint.path);
  if (!entry) throw new Error(`${endpointKey(endpoint)} is not listed in SECOND_PERMISSIONS`);
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
