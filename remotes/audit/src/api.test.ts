import { contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';
import { auditApi } from './api';

describe('the audit endpoints', () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(auditApi.endpoints).length).toBeGreaterThan(0);
    expect(contractsInUse()).toEqual(expect.arrayContaining([AUDIT_ENDPOINTS.fragen, AUDIT_ENDPOINTS.frageUpdate, AUDIT_ENDPOINTS.listReportFreitext]));
    expect(undeclaredContracts()).toEqual([]);
  });
});
