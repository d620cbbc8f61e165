import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerModule } from '../src/platform/module';
import { HttpError } from '../src/platform/request-context';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/me', { preHandler: app.authenticate }, async (request) => ({ user: request.authUser, sessionId: request.sessionId }));
  app.get('/probe/customer', { preHandler: app.requirePermission('VWS_Select') }, async (request) => ({
    customer: request.customer,
    permissions: request.permissions,
  }));
  app.get('/probe/master-data-edit', { preHandler: app.requirePermission('VWS_MasterData_Edit') }, async () => ({ ok: true }));
  app.get('/probe/any-of', { preHandler: app.requirePermission(['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned']) }, async () => ({ ok: true }));
  app.get('/probe/meta', { preHandler: app.requireProfilePermission('META_Manage_Users') }, async () => ({ ok: true }));
  app.get('/probe/freitext', { preHandler: app.requirePermission('VWS_Select') }, async (request) =>
    request.withTenant((db) => db.selectFrom('core_freitext').select(['key', 'Wert']).orderBy('key').execute()),
  );
  app.put(
    '/probe/freitext',
    { preHandler: app.requirePermission('VWS_Select'), schema: { body: z.object({ key: z.string().min(1), Wert: z.string().max(2000) }) } },
    async (request) =>
      request.withTenant(async (db) => {
        await db
          .insertInto('core_freitext')
          .values({ key: request.body.key, Wert: request.body.Wert, Bearbeiter_User_Uid: request.authUser!.userUid })
          .onConflict((oc) => oc.column('key').doUpdateSet({ Wert: request.body.Wert }))
          .execute();
        return { ok: true };
      }),
  );
  app.get('/probe/nested-meta-query', { preHandler: app.requirePermission('VWS_Select') }, async (request) =>
    request.withTenant(async () => app.platform.db.selectFrom('meta.roles').select('name').execute()),
  );
  app.get('/probe/crash', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get('/probe/conflict', async () => {
    throw new HttpError(409, 'itemHasBeenChanged', 'A newer version exists.', { itemHasBeenChanged: true });
  });
  app.get('/probe/query', { schema: { querystring: z.object({ n: z.coerce.number().int().min(1) }) } }, async (request) => ({ n: request.query.n }));
};

/** Routes that exercise the platform's decorations in tests only. */
export const probeModule: ServerModule = { name: 'probe', tenantMigrations: {}, routes: probeRoutes };
