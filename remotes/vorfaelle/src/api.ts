import { api, contractEndpoints } from '@vws/shared/core';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';

/**
 * The vorfaelle calls on the portal's one API slice, made from their contracts (@vws/shared/contract/vorfaelle);
 * endpoint names start with 'vorfaelle'. The base query adds ?customer_uid.
 */
export const vorfaelleApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query } = contractEndpoints(build);
    return {
      vorfaelleEintraege: query(VORFAELLE_ENDPOINTS.eintraege),
    };
  },
});

export const { useVorfaelleEintraegeQuery } = vorfaelleApi;
