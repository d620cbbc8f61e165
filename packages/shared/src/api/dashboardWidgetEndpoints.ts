import type { DashboardWidgetContent } from '../contract/dashboard-widget';
import { reloadAfterEveryWrite } from './reloadAfterEveryWrite';
import { api as baseApi } from './slice';

/**
 * A module's dashboard widget content (contract/dashboard-widget): GET of the path its manifest
 * declares (dashboardWidget.source), for the selected customer.
 */
export const dashboardWidgetApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardWidget: build.query<DashboardWidgetContent, string>({
      query: (source) => source,
      providesTags: (_r, _e, source) => [{ type: 'DashboardWidget', id: source }, 'DashboardWidget'],
    }),
  }),
});

export const { useGetDashboardWidgetQuery } = dashboardWidgetApi;

// A question answered, a record reviewed: the figures on the dashboard follow.
reloadAfterEveryWrite('DashboardWidget');
