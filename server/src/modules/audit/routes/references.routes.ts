import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AUDIT_PATHS,
  organisationseinheitenEditBodySchema,
  organisationseinheitenResponseSchema,
  schutzzieleEditBodySchema,
  schutzzieleResponseSchema,
  statusResponseSchema,
  themenbloeckeEditBodySchema,
  themenbloeckeResponseSchema,
  type ReferenceEditEntry,
} from '@vws/shared/contract/audit';
import { loadReferenceList, loadStatus, REFERENCE_LISTS, saveReferenceList } from '../queries/references';
import { customerQuery } from './guards';

type ListKey = keyof typeof REFERENCE_LISTS;

/** The three editable lists: their paths, schemas (response key = list key) and what saving means. */
const EDITABLE_LISTS: {
  key: ListKey;
  getPath: string;
  editPath: string;
  response: z.ZodType;
  editBody: z.ZodType;
  editSummary: string;
}[] = [
  {
    key: 'themenbloecke',
    getPath: AUDIT_PATHS.themenbloecke,
    editPath: AUDIT_PATHS.themenbloeckeEdit,
    response: themenbloeckeResponseSchema,
    editBody: themenbloeckeEditBodySchema,
    editSummary: 'Save the changed and deleted topic blocks; answers the whole list',
  },
  {
    key: 'schutzziele',
    getPath: AUDIT_PATHS.schutzziele,
    editPath: AUDIT_PATHS.schutzzieleEdit,
    response: schutzzieleResponseSchema,
    editBody: schutzzieleEditBodySchema,
    editSummary: 'Save the changed and deleted protection goals (package 1 is fixed); answers the whole list',
  },
  {
    key: 'organisationseinheiten',
    getPath: AUDIT_PATHS.organisationseinheiten,
    editPath: AUDIT_PATHS.organisationseinheitenEdit,
    response: organisationseinheitenResponseSchema,
    editBody: organisationseinheitenEditBodySchema,
    editSummary: 'Save the changed and deleted organisation units; answers the whole list',
  },
];

/** The reference lists: status (read-only), topic blocks, protection goals, organisation units. */
export const referencesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = { access: { permission: 'VWS_AuditFragen_View' } } as const;
  const edit = { access: { permission: 'VWS_AuditFragen_Referenzen_Edit' } } as const;
  const tags = ['audit'];

  app.get(
    AUDIT_PATHS.status,
    { schema: { tags, querystring: customerQuery, response: { 200: statusResponseSchema } }, config: view },
    async (request) => ({ status: await request.withTenant(({ db }) => loadStatus(db)) }),
  );

  for (const { key, getPath, editPath, response, editBody, editSummary } of EDITABLE_LISTS) {
    const table = REFERENCE_LISTS[key];
    app.get(
      getPath,
      { schema: { tags, querystring: customerQuery, response: { 200: response } }, config: view },
      async (request) => ({ [key]: await request.withTenant(({ db }) => loadReferenceList(db, table)) }),
    );
    app.put(
      editPath,
      {
        schema: { tags, summary: editSummary, querystring: customerQuery, body: editBody, response: { 200: response } },
        config: edit,
      },
      async (request) =>
        request.withTenant(async ({ db, user }) => {
          const entries = (request.body as Record<ListKey, ReferenceEditEntry[]>)[key];
          await saveReferenceList(db, table, entries, user.userUid);
          return { [key]: await loadReferenceList(db, table) };
        }),
    );
  }
};
