import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { languageOf } from '../../../platform/messages';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { isPublicAuthority } from '../queries/assessments';
import { loadImportList, presentKeys, readTemplates, templateKey, templateSource, writeTemplates } from '../queries/template-import';
import type { VvtContext, VvtDb } from '../tables';

/**
 * The template import of spec §7 "Import" (under /meta-admin as the spec says; the VVT owns it),
 * for META_VWS_Import_Content (spec §2 /vvt-list-import-content) in the current customer.
 */
export const importRoutes: FastifyPluginAsync = async (app) => {
  const { db: meta, tenants } = app.platform;

  contractRoute(app, VVT_ENDPOINTS.importList, async (request) => {
    const source = await templateSource(meta);
    const language = languageOf(request);
    const templates = await tenants.withTenant(source, (db) => loadImportList(db as unknown as VvtDb, language));
    // Marked where the current customer has the Nummer at that level already (the import would refuse it).
    const present = await request.withTenant(({ db }: VvtContext) => presentKeys(db));
    return { verarbeitungen: templates.map((template) => ({ ...template, alreadyPresent: present.has(templateKey(template)) })) };
  });

  contractRoute(app, VVT_ENDPOINTS.import, async (request) => {
    const customer = requireCustomer(request);
    const user = requireUser(request);
    const source = await templateSource(meta);
    if (source.customer_uid === customer.customerUid) throw new HttpError(400, 'importIntoTemplateSource', 'importIntoTemplateSource');
    const requested = request.body.verarbeitungenIds;
    const ids = [...new Set(requested)];
    // An id named again is a failed import of its own (the template is imported once).
    const repeated = requested.filter((id, index) => requested.indexOf(id) !== index);
    // Read the source first, then write the target: one transaction at a time (PGlite has one connection).
    const templates = await tenants.withTenant(source, (db) => readTemplates(db as unknown as VvtDb, ids));
    const { imported, present } = await request.withTenant(async ({ db }: VvtContext) => {
      const written = await writeTemplates(db, templates, user.userUid, await isPublicAuthority(db));
      return { imported: written, present: await presentKeys(db) };
    });
    const done = new Set(imported);
    const keyOf = new Map(templates.records.map((r) => [r.ID, templateKey(r)]));
    request.log.info(
      { by: user.email, customerUid: customer.customerUid, imported: imported.length, failed: requested.length - imported.length },
      'vvt templates imported',
    );
    const failed = ids.filter((id) => !done.has(id));
    return {
      importedVerarbeitungenIds: ids.filter((id) => done.has(id)),
      failedVerarbeitungenIds: [...failed, ...repeated],
      alreadyPresentVerarbeitungenIds: failed.filter((id) => present.has(keyOf.get(id) ?? '')),
    };
  });
};
