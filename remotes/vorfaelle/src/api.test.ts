import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { vorfaelleApi } from './api';

describe('the vorfaelle endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(vorfaelleApi.endpoints)).toEqual(
      expect.arrayContaining(['vorfaelleList', 'vorfaelleDetail', 'vorfaelleAdd', 'vorfaelleUpdate', 'vorfaelleDelete']),
    );
    for (const endpoint of ['list', 'detail', 'add', 'update', 'delete'] as const) expect(contractsInUse()).toContain(VORFAELLE_ENDPOINTS[endpoint]);
    expect(undeclaredContracts()).toEqual([]);
  });
});
