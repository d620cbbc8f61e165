import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { metaadminApi } from './api';

describe('the meta administration endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(metaadminApi.endpoints).length).toBeGreaterThan(0);
    expect(contractsInUse()).toEqual(expect.arrayContaining([META_ENDPOINTS.adminCustomers, META_ENDPOINTS.migrateDatabases, CUSTOMER_ENDPOINTS.customerEdit]));
    expect(undeclaredContracts()).toEqual([]);
  });
});
