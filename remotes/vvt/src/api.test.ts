import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { vvtApi } from './api';
import './pages/vvt-detail/LinkedTransfersSection';

describe('the VVT endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(vvtApi.endpoints).length).toBeGreaterThan(0);
    expect(contractsInUse()).toEqual(
      expect.arrayContaining([
        VVT_ENDPOINTS.verarbeitungen,
        VVT_ENDPOINTS.update,
        VVT_ENDPOINTS.import,
        CUSTOMER_ENDPOINTS.users,
        DW_ENDPOINTS.vvtMappingsEdit,
      ]),
    );
    expect(undeclaredContracts()).toEqual([]);
  });
});
