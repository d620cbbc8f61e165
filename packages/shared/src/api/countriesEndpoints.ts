import { COMMON_ENDPOINTS } from '../contract/common-endpoints';
import { contractEndpoints } from './contractEndpoints';
import { api as baseApi } from './slice';

/** GET /common/countries (issue 23): the country catalogue, loaded once per session and kept. */
export const countriesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query } = contractEndpoints(build);
    return { getCountries: query(COMMON_ENDPOINTS.countries, { keepUnusedDataFor: 3600 }) };
  },
});

export const { useGetCountriesQuery } = countriesApi;
