import { api, contractEndpoints } from '@vws/shared/core';
import { BETROFFENENANFRAGEN_ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';

/**
 * The betroffenenanfragen calls on the portal's one API slice, made from their contracts (@vws/shared/contract/betroffenenanfragen);
 * endpoint names start with 'betroffenenanfragen'. The base query adds ?customer_uid.
 */
export const betroffenenanfragenApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query } = contractEndpoints(build);
    return {
      betroffenenanfragenEintraege: query(BETROFFENENANFRAGEN_ENDPOINTS.eintraege),
    };
  },
});

export const { useBetroffenenanfragenEintraegeQuery } = betroffenenanfragenApi;
