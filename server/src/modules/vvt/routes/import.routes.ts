import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VVT_REPORT_PATHS, vvtImportBodySchema, vvtImportListResponseSchema, vvtImportResponseSchema } from '@vws/shared/contract/vvt';
import { languageOf } from '../../../platform/messages';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { isPublicAuthority } from '../queries/assessments';
import { loadImportList, readTemplates, templateSource, writeTemplates } from '../queries/template-import';
import type { VvtContext, VvtDb } from '../tables';
import { customerQuery, TAGS } from './access-config';

/** spec §2 /vvt-list-import-content: META_VWS_Import_Content (a profile permission), in the current customer. */
const IMPORT = { access: { permission: 'META_VWS_Import_Content' } } as const;

/** The template import of spec §7 "Import" (under /meta-admin as the spec says; the VVT owns it). */
export const importRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db: meta, tenants } = app.platform;

  app.get(
    VVT_REPORT_PATHS.importList,
    {
      schema: {
        tags: TAGS,
        summary: 'The records of the demo source "Vorlagen" as import list items (spec §3)',
        querystring: customerQuery,
        response: { 200: vvtImportListResponseSchema },
      },
      config: IMPORT,
    },
    async (request) => {
      const source = await templateSource(meta);
      const language = languageOf(request);
      return { verarbeitungen: await tenants.withTenant(source, (db) => loadImportList(db as unknown as VvtDb, language)) };
    },
  );

  app.post(
    VVT_REPORT_PATHS.import,
    {
      schema: {
        tags: TAGS,
        summary: 'Copy templates into the current customer with their cube, steps and the relations among them; a Nummer already at its level fails',
        querystring: customerQuery,
        body: vvtImportBodySchema,
        response: { 200: vvtImportResponseSchema },
      },
      config: IMPORT,
    },
    async (request) => {
      const customer = requireCustomer(request);
      const user = requireUser(request);
      const source = await templateSource(meta);
      if (source.customer_uid === customer.customerUid) throw new HttpError(400, 'importIntoTemplateSource', 'importIntoTemplateSource');
      const ids = [...new Set(request.body.verarbeitungenIds)];
      // Read the source first, then write the target: one transaction at a time (PGlite has one connection).
      const templates = await tenants.withTenant(source, (db) => readTemplates(db as unknown as VvtDb, ids));
      const imported = await request.withTenant(async ({ db }: VvtContext) => writeTemplates(db, templates, user.userUid, await isPublicAuthority(db)));
      const done = new Set(imported);
      request.log.info({ by: user.email, customerUid: customer.customerUid, imported: imported.length, failed: ids.length - imported.length }, 'vvt templates imported');
      return { importedVerarbeitungenIds: ids.filter((id) => done.has(id)), failedVerarbeitungenIds: ids.filter((id) => !done.has(id)) };
    },
  );
};
