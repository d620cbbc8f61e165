import { contractEndpoints } from '@vws/shared/core';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { vvtApi } from '../../api';

/**
 * GET /vvt/vvt-report?fullReportType=internal&IdVerarbeitung: the one record of /verarbeitung-print
 * exactly as the internal report shows it (every field, cells with their texts, steps, relations,
 * recipients); null when the record is unknown or hidden. 'DwLinks' is the tag the data-transfer
 * links invalidate, so a changed recipient shows at once.
 */
const printApi = vvtApi.enhanceEndpoints({ addTagTypes: ['DwLinks'] }).injectEndpoints({
  endpoints: (build) => ({
    vvtPrintRecord: contractEndpoints(build).query(VVT_ENDPOINTS.fullReport, {
      arg: (id: number) => ({ fullReportType: 'internal' as const, IdVerarbeitung: id }),
      transformResponse: (response) => response.verarbeitungen[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }, 'VvtReports', 'VvtRelations', 'DwLinks'],
    }),
  }),
});

export const { useVvtPrintRecordQuery } = printApi;
