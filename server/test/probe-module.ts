import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerModule } from '../src/platform/module';
import type { CoreTables } from '../src/platform/kit/freitext';
import { HttpError, requireUser, type TenantContext } from '../src/platform/request-context';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const select = { access: { permission: 'VWS_Select' } } as const;
  app.get('/probe/me', { config: { access: 'signedIn' } }, async (request) => ({ user: requireUser(request), sessionId: request.sessionId }));
  app.get('/probe/customer', { config: select }, async (request) => ({
    customer: request.customer,
    permissions: request.permissions,
  }));
  app.get('/probe/master-data-edit', { config: { access: { permission: 'VWS_MasterData_Edit' } } }, async () => ({ ok: true }));
  app.get('/probe/any-of', { config: { access: { permission: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'] } } }, async () => ({ ok: true }));
  app.get('/probe/meta', { config: { access: { profilePermission: 'META_Manage_Users' } } }, async () => ({ ok: true }));
  app.get('/probe/freitext', { config: select }, async (request) =>
    request.withTenant(({ db }: TenantContext<CoreTables>) => db.selectFrom('core_freitext').select(['key', 'Wert']).orderBy('key').execute()),
  );
  app.put('/probe/freitext', { config: select, schema: { body: z.object({ key: z.string().min(1), Wert: z.string().max(2000) }) } }, async (request) =>
    request.withTenant(async ({ db, user }: TenantContext<CoreTables>) => {
      await db
        .insertInto('core_freitext')
        .values({ key: request.body.key, Wert: request.body.Wert, Bearbeiter_User_Uid: user.userUid })
        .onConflict((oc) => oc.column('key').doUpdateSet({ Wert: request.body.Wert }))
        .execute();
      return { ok: true };
    }),
  );
  app.get('/probe/nested-meta-query', { config: select }, async (request) =>
    request.withTenant(async () => app.platform.db.selectFrom('meta.roles').select('name').execute()),
  );
  app.get('/probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get('/probe/conflict', { config: { access: 'public' } }, async () => {
    throw new HttpError(409, 'itemHasBeenChanged', 'itemHasBeenChanged', { itemHasBeenChanged: true });
  });
  app.get('/probe/locked', { config: { access: 'public' } }, async () => {
    throw new HttpError(423, 'signInLocked', 'signInLocked', { minutes: 15 });
  });
  app.get('/probe/query', { config: { access: 'public' }, schema: { querystring: z.object({ n: z.coerce.number().int().min(1) }) } }, async (request) => ({
    n: request.query.n,
  }));
};

/** Routes that exercise the platform's decorations in tests only. */
export const probeModule: ServerModule = { name: 'probe', tenantMigrations: {}, routes: probeRoutes };
