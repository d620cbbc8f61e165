import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { BETROFFENENANFRAGEN_ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { betroffenenanfragenApi } from './api';

describe('the betroffenenanfragen endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(betroffenenanfragenApi.endpoints)).toEqual(
      expect.arrayContaining(['betroffenenanfragenList', 'betroffenenanfragenDetail', 'betroffenenanfragenUpdate']),
    );
    for (const endpoint of ['list', 'detail', 'add', 'update', 'delete'] as const) expect(contractsInUse()).toContain(BETROFFENENANFRAGEN_ENDPOINTS[endpoint]);
    expect(undeclaredContracts()).toEqual([]);
  });
});
