import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historyResponseSchema } from '@vws/shared/contract/history';
import { errorSchema } from '@vws/shared/contract/common';
import { HttpError, type TenantContext } from '../request-context';
import { anyViewPermission, historyEntitiesOf, mayViewEntity } from './entities';
import { readHistory, type HistoryTables } from './store';

/**
 * GET /common/history?entity=&id=: the change history of one record, newest first. The route
 * admits anyone holding some entity's view permission in the customer (a foreign customer is
 * refused before any tenant query, like every tenant route); the handler then requires the
 * named entity's own view permission and module access, and the entity's record rule.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const entities = historyEntitiesOf(app.platform.modules);
  const permissions = anyViewPermission(entities);
  if (permissions.length === 0) return;
  app.get(
    '/common/history',
    {
      config: { access: { permission: permissions } },
      schema: {
        tags: ['platform'],
        summary: 'Change history of a record (who, when, which field from what to what), newest first',
        description:
          "Needs the entity's view permission: audit_* the audit questions' (VWS_AuditFragen_View), vvt_record the register's " +
          '(all or assigned records), data_transfer VWS_Datenweitergaben_View, master_data VWS_Select, freitext that of its report.',
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, 403: errorSchema, 404: errorSchema },
      },
    },
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
  );
};
