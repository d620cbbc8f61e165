import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_PATHS,
  organisationseinheitenEditBodySchema,
  organisationseinheitenResponseSchema,
  schutzzieleEditBodySchema,
  schutzzieleResponseSchema,
  statusResponseSchema,
  themenbloeckeEditBodySchema,
  themenbloeckeResponseSchema,
} from '@vws/shared/contract/audit';
import { referenceListRoutes } from '../../../platform/kit/reference-routes';
import { loadStatus, REFERENCE_LISTS } from '../queries/references';
import type { AuditTenantTables } from '../tables';
import type { TenantContext } from '../../../platform/request-context';
import { customerQuery } from './guards';

const tags = ['audit'];
const permissions = { viewPermission: 'VWS_AuditFragen_View', editPermission: 'VWS_AuditFragen_Referenzen_Edit' } as const;

/** The reference lists: status (read-only), topic blocks, protection goals, organisation units. */
export const referencesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    AUDIT_PATHS.status,
    {
      schema: { tags, querystring: customerQuery, response: { 200: statusResponseSchema } },
      config: { access: { permission: 'VWS_AuditFragen_View' } },
    },
    async (request) => ({ status: await request.withTenant(({ db }: TenantContext<AuditTenantTables>) => loadStatus(db)) }),
  );

  const editable = [
    { list: REFERENCE_LISTS.themenbloecke, getPath: AUDIT_PATHS.themenbloecke, editPath: AUDIT_PATHS.themenbloeckeEdit, response: themenbloeckeResponseSchema, editBody: themenbloeckeEditBodySchema },
    { list: REFERENCE_LISTS.schutzziele, getPath: AUDIT_PATHS.schutzziele, editPath: AUDIT_PATHS.schutzzieleEdit, response: schutzzieleResponseSchema, editBody: schutzzieleEditBodySchema },
    {
      list: REFERENCE_LISTS.organisationseinheiten,
      getPath: AUDIT_PATHS.organisationseinheiten,
      editPath: AUDIT_PATHS.organisationseinheitenEdit,
      response: organisationseinheitenResponseSchema,
      editBody: organisationseinheitenEditBodySchema,
    },
  ];
  for (const routes of editable) {
    await app.register(referenceListRoutes<AuditTenantTables>({ ...routes, ...permissions, tags }));
  }
};
