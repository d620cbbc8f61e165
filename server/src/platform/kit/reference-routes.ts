import type { FastifyPluginAsync } from 'fastify';
import type { TenantContext } from '../request-context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerQuerySchema, referenceEditEntrySchema } from '@vws/shared/contract/common';
import type { Permission } from '@vws/shared/permissions';
import { loadReferenceList, saveReferenceList, type ReferenceListDef } from './reference-list';

export interface ReferenceRouteOptions<DB> {
  list: ReferenceListDef<DB>;
  /** GET <getPath> → { [key]: entries }. */
  getPath: string;
  /** PUT <editPath> body { [key]: edit entries } → { [key]: entries }. */
  editPath: string;
  /** Response schema `{ [key]: entry[] }` of the contract. */
  response: z.ZodType;
  /** Body schema; default `{ [key]: referenceEditEntry[] }`. */
  editBody?: z.ZodType;
  viewPermission: Permission;
  editPermission: Permission;
  tags?: string[];
}

/** The two routes of an editable reference list: read it, and save its changed and deleted entries. */
export function referenceListRoutes<DB>(options: ReferenceRouteOptions<DB>): FastifyPluginAsync {
  const { list } = options;
  const editBody = options.editBody ?? z.object({ [list.key]: z.array(referenceEditEntrySchema) });
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = options.tags;
    app.get(
      options.getPath,
      {
        schema: { tags, querystring: customerQuerySchema, response: { 200: options.response } },
        config: { access: { permission: options.viewPermission } },
      },
      async (request) => ({ [list.key]: await request.withTenant(({ db }: TenantContext<DB>) => loadReferenceList(db, list)) }),
    );
    app.put(
      options.editPath,
      {
        schema: {
          tags,
          summary: `Save the changed and deleted entries of ${list.key}; answers the whole list`,
          querystring: customerQuerySchema,
          body: editBody,
          response: { 200: options.response },
        },
        config: { access: { permission: options.editPermission } },
      },
      async (request) =>
        request.withTenant(async ({ db, user }: TenantContext<DB>) => {
          const entries = (request.body as Record<string, z.output<typeof referenceEditEntrySchema>[]>)[list.key];
          await saveReferenceList(db, list, entries, user.userUid);
          return { [list.key]: await loadReferenceList(db, list) };
        }),
    );
  };
}
