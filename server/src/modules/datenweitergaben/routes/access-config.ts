import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
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
 * A second permission a route needs besides its config.access (a link change needs the edit right
 * of both sides). Runs before validation, like the platform's own check, and is logged the same way.
 */
export function alsoRequires(app: FastifyInstance, permission: Permission): preValidationAsyncHookHandler {
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
