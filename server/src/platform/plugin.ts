import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { authenticateRequest, makeRequirePermission, makeRequireProfilePermission } from './authorize';
import { HttpError } from './request-context';
import type { PlatformServices } from './services';

/** The decorations of request-context.ts: app.platform, authenticate, requirePermission, requireProfilePermission, request.withTenant. */
export const platformPlugin = fp<{ services: PlatformServices }>(
  async (app: FastifyInstance, { services }) => {
    app.decorate('platform', services);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      await authenticateRequest(app, request);
    });
    app.decorate('requirePermission', makeRequirePermission(app));
    app.decorate('requireProfilePermission', makeRequireProfilePermission(app));
    app.decorateRequest('withTenant', function withTenant<T>(this: FastifyRequest, fn: (db: Kysely<any>) => Promise<T>) {
      const customer = this.customer;
      if (!customer) {
        throw new HttpError(500, 'internal', 'withTenant needs the requirePermission pre-handler on this route.');
      }
      return services.tenants.withTenant(
        { customer_uid: customer.customerUid, schema_name: customer.schema, cluster_dsn: customer.clusterDsn ?? null },
        fn,
      );
    });
  },
  { name: 'vws-platform' },
);
