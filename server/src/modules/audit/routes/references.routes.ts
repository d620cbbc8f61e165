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
import { loadReferenceList, loadStatus, REFERENCE_LISTS, saveReferenceList } from '../queries/references';
import { auditAccess, customerQuery, editorOf } from './guards';

const { themenbloecke, schutzziele, organisationseinheiten } = REFERENCE_LISTS;

/** The reference lists: status (read-only), topic blocks, protection goals, organisation units. */
export const referencesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = auditAccess(app, 'VWS_AuditFragen_View');
  const edit = auditAccess(app, 'VWS_AuditFragen_Referenzen_Edit');
  const tags = ['audit'];

  app.get(
    AUDIT_PATHS.status,
    { schema: { tags, querystring: customerQuery, response: { 200: statusResponseSchema } }, preValidation: view },
    async (request) => ({ status: await request.withTenant(loadStatus) }),
  );
  app.get(
    AUDIT_PATHS.themenbloecke,
    { schema: { tags, querystring: customerQuery, response: { 200: themenbloeckeResponseSchema } }, preValidation: view },
    async (request) => ({ themenbloecke: await request.withTenant((db) => loadReferenceList(db, themenbloecke)) }),
  );
  app.get(
    AUDIT_PATHS.schutzziele,
    { schema: { tags, querystring: customerQuery, response: { 200: schutzzieleResponseSchema } }, preValidation: view },
    async (request) => ({ schutzziele: await request.withTenant((db) => loadReferenceList(db, schutzziele)) }),
  );
  app.get(
    AUDIT_PATHS.organisationseinheiten,
    {
      schema: { tags, querystring: customerQuery, response: { 200: organisationseinheitenResponseSchema } },
      preValidation: view,
    },
    async (request) =>
      ({ organisationseinheiten: await request.withTenant((db) => loadReferenceList(db, organisationseinheiten)) }),
  );

  app.put(
    AUDIT_PATHS.themenbloeckeEdit,
    {
      schema: {
        tags,
        summary: 'Save the changed and deleted topic blocks; answers the whole list',
        querystring: customerQuery,
        body: themenbloeckeEditBodySchema,
        response: { 200: themenbloeckeResponseSchema },
      },
      preValidation: edit,
    },
    async (request) =>
      request.withTenant(async (db) => {
        await saveReferenceList(db, themenbloecke, request.body.themenbloecke, editorOf(request));
        return { themenbloecke: await loadReferenceList(db, themenbloecke) };
      }),
  );
  app.put(
    AUDIT_PATHS.schutzzieleEdit,
    {
      schema: {
        tags,
        summary: 'Save the changed and deleted protection goals (package 1 is fixed); answers the whole list',
        querystring: customerQuery,
        body: schutzzieleEditBodySchema,
        response: { 200: schutzzieleResponseSchema },
      },
      preValidation: edit,
    },
    async (request) =>
      request.withTenant(async (db) => {
        await saveReferenceList(db, schutzziele, request.body.schutzziele, editorOf(request));
        return { schutzziele: await loadReferenceList(db, schutzziele) };
      }),
  );
  app.put(
    AUDIT_PATHS.organisationseinheitenEdit,
    {
      schema: {
        tags,
        summary: 'Save the changed and deleted organisation units; answers the whole list',
        querystring: customerQuery,
        body: organisationseinheitenEditBodySchema,
        response: { 200: organisationseinheitenResponseSchema },
      },
      preValidation: edit,
    },
    async (request) =>
      request.withTenant(async (db) => {
        await saveReferenceList(db, organisationseinheiten, request.body.organisationseinheiten, editorOf(request));
        return { organisationseinheiten: await loadReferenceList(db, organisationseinheiten) };
      }),
  );
};
