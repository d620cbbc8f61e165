import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';
import { contractRoute } from '../../../platform/kit/contract-route';
import { referenceListRoutes } from '../../../platform/kit/reference-routes';
import { loadStatus, REFERENCE_LISTS } from '../queries/references';
import type { AuditTenantTables } from '../tables';
import type { TenantContext } from '../../../platform/request-context';

/** The reference lists: status (read-only), topic blocks, protection goals, organisation units. */
export const referencesRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, AUDIT_ENDPOINTS.status, async (request) => ({
    status: await request.withTenant(({ db }: TenantContext<AuditTenantTables>) => loadStatus(db)),
  }));

  const editable = [
    { list: REFERENCE_LISTS.themenbloecke, endpoints: { get: AUDIT_ENDPOINTS.themenbloecke, edit: AUDIT_ENDPOINTS.themenbloeckeEdit } },
    { list: REFERENCE_LISTS.schutzziele, endpoints: { get: AUDIT_ENDPOINTS.schutzziele, edit: AUDIT_ENDPOINTS.schutzzieleEdit } },
    {
      list: REFERENCE_LISTS.organisationseinheiten,
      endpoints: { get: AUDIT_ENDPOINTS.organisationseinheiten, edit: AUDIT_ENDPOINTS.organisationseinheitenEdit },
    },
  ];
  for (const routes of editable) {
    await app.register(referenceListRoutes<AuditTenantTables>(routes));
  }
};
