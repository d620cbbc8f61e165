import { defaultReportLevel, VVT_STATUS_IDS, type FullReportType } from '@vws/shared/contract/vvt';

/** The filter of a full report as the address carries it (so a printed or shared link shows the same): level, group, statuses. */
export interface ReportFilter {
  /** 0 = every level. */
  ebene: number;
  /** '' = every group. */
  gruppe: string;
  /** Empty = every status. */
  status: number[];
}

/** What GET /vvt/vvt-report takes besides the type. */
export interface FullReportArgs {
  fullReportType: FullReportType;
  SDM_Ebene_Nr?: number;
  Gruppe?: string;
  ID_Status?: string;
}

export const REPORT_FILTER_PARAMS = { ebene: 'ebene', gruppe: 'gruppe', status: 'status' } as const;

/** The filter in the address; the level defaults to the report's (the Art. 30(1) register: level 1). Invalid values count as absent. */
export function reportFilterOf(params: URLSearchParams, type: FullReportType): ReportFilter {
  const level = params.get(REPORT_FILTER_PARAMS.ebene);
  const ebene = level !== null && /^[0-3]$/.test(level) ? Number(level) : defaultReportLevel(type);
  const status = (params.get(REPORT_FILTER_PARAMS.status) ?? '')
    .split(',')
    .filter((s) => /^\d$/.test(s))
    .map(Number)
    .filter((id) => (VVT_STATUS_IDS as readonly number[]).includes(id));
  return { ebene, gruppe: (params.get(REPORT_FILTER_PARAMS.gruppe) ?? '').trim(), status: [...new Set(status)].sort() };
}

/** The address with the filter; defaults are left out. */
export function withReportFilter(params: URLSearchParams, type: FullReportType, filter: ReportFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(REPORT_FILTER_PARAMS.ebene, filter.ebene === defaultReportLevel(type) ? null : String(filter.ebene));
  set(REPORT_FILTER_PARAMS.gruppe, filter.gruppe ? filter.gruppe : null);
  set(REPORT_FILTER_PARAMS.status, filter.status.length ? [...filter.status].sort().join(',') : null);
  return next;
}

export function fullReportArgs(type: FullReportType, filter: ReportFilter): FullReportArgs {
  return {
    fullReportType: type,
    SDM_Ebene_Nr: filter.ebene,
    ...(filter.gruppe ? { Gruppe: filter.gruppe } : {}),
    ...(filter.status.length ? { ID_Status: filter.status.join(',') } : {}),
  };
}
