import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../platform/kit/contract-route';
import { requireCustomer, type TenantContext } from '../../platform/request-context';
import { refuseTakenCustomerName } from './users/customer-edit.routes';
import { emptyMasterData, readMasterData, saveMasterData, type CustomerTables } from './master-data.store';

type Ctx = TenantContext<CustomerTables>;

/** GET /customer/master-data and PUT /customer/master-data-edit (spec §7). */
export const masterDataRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, CUSTOMER_ENDPOINTS.masterData, async (request) =>
    request.withTenant(async ({ db, customer }: Ctx) => ({
      masterData: (await readMasterData(db)) ?? emptyMasterData(customer.name),
    })),
  );

  contractRoute(app, CUSTOMER_ENDPOINTS.masterDataEdit, async (request) => {
    const { masterDataModel, forceUpdate } = request.body;
    const { customerUid, name: catalogName } = requireCustomer(request);
    // One name (issue 25 item 7): the master data's name is the customer's name in the catalog too.
    const renamed = masterDataModel.name !== catalogName;
    if (renamed) await refuseTakenCustomerName(app.platform.db, masterDataModel.name, customerUid);
    const masterData = await request.withTenant(({ db, user }: Ctx) =>
      saveMasterData(db, masterDataModel, { version: masterDataModel.Version, forceUpdate, editor: user.userUid }),
    );
    if (renamed) await app.platform.db.updateTable('meta.customers').set({ name: masterData.name }).where('customer_uid', '=', customerUid).execute();
    return { masterData };
  });
};
