import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { datenweitergabenApi } from './api';

describe('the data-transfer endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(datenweitergabenApi.endpoints).length).toBeGreaterThan(0);
    expect(contractsInUse()).toContain(DW_ENDPOINTS.detail);
    expect(undeclaredContracts()).toEqual([]);
  });
});
