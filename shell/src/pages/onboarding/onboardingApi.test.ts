import { api, contractsInUse } from '@vws/shared/core';
import { undeclaredContracts } from '@vws/shared/testing';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { onboardingApi } from './onboardingApi';

describe("the shell's endpoints and the platform's", () => {
  it('are made from declared contracts only (each has its server route: server/src/platform/contracts.test.ts)', () => {
    expect(Object.keys(onboardingApi.endpoints)).toEqual(expect.arrayContaining(['onboardingInvitationStatus', 'signIn', 'getCustomers']));
    expect(api.endpoints.getCustomers).toBeDefined();
    expect(contractsInUse()).toEqual(expect.arrayContaining([AUTH_ENDPOINTS.invitationStatus, AUTH_ENDPOINTS.signIn, META_ENDPOINTS.customers]));
    expect(undeclaredContracts()).toEqual([]);
  });
});
