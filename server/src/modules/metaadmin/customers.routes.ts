import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { COMPUTED_PERMISSIONS, CUSTOMER_PERMISSIONS } from '@vws/shared/permissions';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { contractRoute } from '../../platform/kit/contract-route';
import { requireUser } from '../../platform/request-context';
import { listCustomersOfUser } from './meta.store';
import { metaDbOf } from './meta-db';

const CUSTOMER_SCOPED = new Set<string>([...CUSTOMER_PERMISSIONS, ...COMPUTED_PERMISSIONS]);

/** The customers a user may select, and what the user may do in one of them. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);

  contractRoute(app, META_ENDPOINTS.customers, async (request) => ({ customers: await listCustomersOfUser(db, requireUser(request).userUid) }));

  // Every member holds Mitglied and with it VWS_Select; a non-member is refused by the access check (403).
  // Selecting a customer starts here (spec §2 guard): a database that cannot be reached answers
  // 503 customerDBNotAvailable now, so the switch fails and the user goes to the customer list
  // instead of a dashboard of error cards.
  contractRoute(app, META_ENDPOINTS.customerPermissions, async (request) => {
    await request.withTenant(({ db }) => sql`select 1`.execute(db));
    // request.permissions is customer ∪ profile grants plus the computed ones (spec §6); the
    // profile's META_* and USER_DENY_* have their own call.
    const permissions = (request.permissions ?? []).filter((p) => CUSTOMER_SCOPED.has(p)).sort();
    return { permissions };
  });
};
