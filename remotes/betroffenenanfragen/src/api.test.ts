import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { BETROFFENENANFRAGEN_ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { betroffenenanfragenApi } from './api';

describe('the betroffenenanfragen endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(betroffenenanfragenApi.endpoints)).toContain('betroffenenanfragenEintraege');
    expect(contractsInUse()).toContain(BETROFFENENANFRAGEN_ENDPOINTS.eintraege);
    expect(undeclaredContracts()).toEqual([]);
  });
});
