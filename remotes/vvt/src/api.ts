import { api } from '@vws/shared';

/** One row of GET /api/vvt/eintraege (server/src/modules/vvt/routes.ts). */
export interface VvtEintrag {
  ID: number;
  Name: string;
}

export interface VvtEintraegeResponse {
  eintraege: VvtEintrag[];
}

/** The vvt calls on the portal's one API slice; endpoint names start with 'vvt'. The base query adds ?customer_uid. */
export const vvtApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vvtEintraege: build.query<VvtEintraegeResponse, void>({
      query: () => '/vvt/eintraege',
    }),
  }),
});

export const { useVvtEintraegeQuery } = vvtApi;
