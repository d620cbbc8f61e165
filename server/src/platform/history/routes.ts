import type { FastifyPluginAsync } from 'fastify';
import { COMMON_ENDPOINTS, HISTORY_VIEW_PERMISSIONS } from '@vws/shared/contract/common-endpoints';
import { errorSchema } from '@vws/shared/contract/common';
import { contractRoute } from '../kit/contract-route';
import { HttpError, type TenantContext } from '../request-context';
import { anyViewPermission, historyEntitiesOf, mayViewEntity } from './entities';
import { readHistory, type HistoryTables } from './store';

/**
 * GET /common/history?entity=&id=: the change history of one record, newest first. The route
 * admits anyone holding some entity's view permission in the customer (the contract lists them:
 * HISTORY_VIEW_PERMISSIONS; a foreign customer is refused before any tenant query, like every
 * tenant route); the handler then requires the named entity's own view permission and module
 * access, and the entity's record rule.
 */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const entities = historyEntitiesOf(app.platform.modules);
  const permissions = anyViewPermission(entities);
  if (permissions.length === 0) return;
  const declared = new Set<string>(HISTORY_VIEW_PERMISSIONS);
  const undeclared = permissions.filter((p) => !declared.has(p));
  if (undeclared.length > 0) {
    throw new Error(`History entities need ${undeclared.join(', ')}: add it to HISTORY_VIEW_PERMISSIONS (@vws/shared/contract/common-endpoints)`);
  }
  contractRoute(
    app,
    COMMON_ENDPOINTS.history,
    async (request) => {
      const { entity, id } = request.query;
      const access = entities.get(entity);
      if (!access) throw new HttpError(404, 'notFound', 'notFound');
      if (!mayViewEntity(access, request.permissions ?? [])) throw new HttpError(403, 'forbidden', 'forbidden');
      return request.withTenant(async ({ db }: TenantContext<HistoryTables>) => {
        if (access.visible && !(await access.visible({ db, request, id }))) throw new HttpError(403, 'forbidden', 'forbidden');
        return readHistory(db, entity, id);
      });
    },
    {
      docs: {
        description:
          "Needs the entity's view permission: audit_* the audit questions' (VWS_AuditFragen_View), vvt_record the register's " +
          '(all or assigned records), data_transfer VWS_Datenweitergaben_View, master_data VWS_Select, freitext that of its report.',
        errors: { 403: errorSchema, 404: errorSchema },
      },
    },
  );
};
