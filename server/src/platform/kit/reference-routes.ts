import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
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
  /** The routes' access hooks; default: app.requirePermission(permission). A module adds its module permission here. */
  access?: (app: FastifyInstance, permission: Permission) => preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  tags?: string[];
}

/** The two routes of an editable reference list: read it, and save its changed and deleted entries. */
export function referenceListRoutes<DB>(options: ReferenceRouteOptions<DB>): FastifyPluginAsync {
  const { list } = options;
  const editBody = options.editBody ?? z.object({ [list.key]: z.array(referenceEditEntrySchema) });
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const access = options.access ?? ((a, p) => a.requirePermission(p));
    const tags = options.tags;
    app.get(
      options.getPath,
      {
        schema: { tags, querystring: customerQuerySchema, response: { 200: options.response } },
        preValidation: access(app, options.viewPermission),
      },
      async (request) => ({ [list.key]: await request.withTenant((db) => loadReferenceList(db as Kysely<DB>, list)) }),
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
        preValidation: access(app, options.editPermission),
      },
      async (request) =>
        request.withTenant(async (tx) => {
          const db = tx as Kysely<DB>;
          const entries = (request.body as Record<string, z.output<typeof referenceEditEntrySchema>[]>)[list.key];
          await saveReferenceList(db, list, entries, request.authUser!.userUid);
          return { [list.key]: await loadReferenceList(db, list) };
        }),
    );
  };
}
