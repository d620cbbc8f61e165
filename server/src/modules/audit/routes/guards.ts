import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@vws/shared/permissions';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import { HttpError } from '../../../platform/request-context';

export const MODULE_PERMISSION: Permission = 'VWS_Audit_Module_Access';

async function requireModuleAccess(request: FastifyRequest): Promise<void> {
  if (!request.permissions?.includes(MODULE_PERMISSION)) {
    request.log.warn({ permission: MODULE_PERMISSION, user: request.authUser?.userUid }, 'audit access refused');
    throw new HttpError(403, 'forbidden', 'Sorry, Sie sind nicht zugriffsberechtigt.');
  }
}

/**
 * Every audit route needs the module permission and its own one. Runs before validation, so a
 * caller without access learns nothing about the shape of the input.
 */
export function auditAccess(app: FastifyInstance, permission: Permission) {
  return [app.requirePermission(permission), requireModuleAccess];
}

export const customerQuery = customerUidQuerySchema;

export function editorOf(request: FastifyRequest): string {
  return request.authUser!.userUid;
}
