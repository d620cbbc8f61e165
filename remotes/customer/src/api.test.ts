import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { customerApi } from './api';

describe('the customer area endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(customerApi.endpoints).length).toBeGreaterThan(0);
    expect(contractsInUse()).toEqual(
      expect.arrayContaining([CUSTOMER_ENDPOINTS.usersRoles, CUSTOMER_ENDPOINTS.usersRolesDelete, CUSTOMER_ENDPOINTS.dataExportInfo]),
    );
    expect(undeclaredContracts()).toEqual([]);
  });
});
