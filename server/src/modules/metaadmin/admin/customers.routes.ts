import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { DSB_ROLE_ID, MEMBER_ROLE_ID } from '@vws/shared/permissions';
import { issuePasswordLink } from '../../../auth/password-reset.routes';
import { createCustomer } from '../../../db/customers';
import { welcomeMail } from '../../../email/templates';
import { contractRoute } from '../../../platform/kit/contract-route';
import { customersPermitting } from '../../../platform/grants';
import { HttpError, requireUser } from '../../../platform/request-context';
import { knownClusters, listAdminCustomers, resolveCluster } from './customers.store';

const WELCOME_LINK_MINUTES = 7 * 24 * 60;

/** GET /meta-admin/customers and POST /meta-admin/customer-create. */
export const adminCustomerRoutes: FastifyPluginAsync = async (app) => {
  const { db, tenants, modules, config, mailer } = app.platform;

  contractRoute(app, META_ENDPOINTS.adminCustomers, async (request) => {
    // Renaming runs in the customer (VWS_MasterData_Edit there), so the list says where it is open.
    const [customers, renamable, clusters] = await Promise.all([
      listAdminCustomers(db, modules),
      customersPermitting(db, requireUser(request).userUid, 'VWS_MasterData_Edit'),
      knownClusters(db),
    ]);
    return { customers: customers.map((customer) => ({ ...customer, mayRename: renamable.has(customer.customer_uid) })), clusters };
  });

  contractRoute(app, META_ENDPOINTS.adminCustomerCreate, async (request) => {
    const { name, cluster, dsb } = request.body;
    if (await db.selectFrom('meta.customers').select('customer_uid').where('name', '=', name).executeTakeFirst()) {
      throw new HttpError(409, 'customerNameTaken', 'customerNameTaken');
    }
    const clusterDsn = await resolveCluster(db, cluster);
    let created;
    try {
      created = await createCustomer(db, tenants, modules, { name, clusterDsn });
    } catch (err) {
      // createCustomer removed the catalog row again; nothing is stored.
      request.log.error({ err, customer: name }, 'customer database could not be created');
      throw new HttpError(503, 'clusterNotAvailable', 'clusterNotAvailable');
    }
    const user = await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('meta.users').select(['user_uid', 'password_hash']).where('email', '=', dsb.email).executeTakeFirst();
      const row =
        existing ??
        (await trx
          .insertInto('meta.users')
          .values({ email: dsb.email, firstname: dsb.firstname, lastname: dsb.lastname, password_hash: null })
          .returning(['user_uid', 'password_hash'])
          .executeTakeFirstOrThrow());
      await trx
        .insertInto('meta.memberships')
        .values([MEMBER_ROLE_ID, DSB_ROLE_ID].map((role_id) => ({ user_uid: row.user_uid, customer_uid: created.customer_uid, role_id })))
        .execute();
      const link =
        row.password_hash === null
          ? await issuePasswordLink(trx, config.publicUrl, { user_uid: row.user_uid, email: dsb.email }, WELCOME_LINK_MINUTES)
          : undefined;
      return { user_uid: row.user_uid, link };
    });
    if (user.link) await mailer.send(welcomeMail(dsb.email, user.link));
    request.log.info({ by: requireUser(request).email, customer: name, dsb: dsb.email }, 'customer created');
    // A new schema runs every tenant migration.
    const applied = modules.flatMap((m) => Object.keys(m.tenantMigrations)).sort();
    return { customer_uid: created.customer_uid, name: created.name, dsbUserUid: user.user_uid, applied };
  });
};
