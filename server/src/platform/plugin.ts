import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import { HttpError, type TenantContext } from './request-context';
import type { PlatformServices } from './services';
import { mayWrite, recordChangesAs } from './history/user';

/** The decorations of request-context.ts: app.platform and request.withTenant. */
export const platformPlugin = fp<{ services: PlatformServices }>(
  async (app: FastifyInstance, { services }) => {
    app.decorate('platform', services);
    app.decorateRequest('withTenant', function withTenant<DB, T>(this: FastifyRequest, fn: (ctx: TenantContext<DB>) => Promise<T>) {
      const { customer, authUser: user } = this;
      if (!customer || !user) {
        throw new HttpError(500, 'internal', 'internal');
      }
      return services.tenants.withTenant(
        { customer_uid: customer.customerUid, schema_name: customer.schema, cluster_dsn: customer.clusterDsn ?? null },
        async (db: Transaction<DB>) => {
          // The change history's trigger reads the acting user from the transaction (history/user.ts).
          if (mayWrite(this.method)) await recordChangesAs(db as Transaction<unknown>, user.userUid);
          return fn({ db, customer, user });
        },
      );
    });
  },
  { name: 'vws-platform' },
);
