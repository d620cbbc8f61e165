import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { describeFilter, PrintRecord, PrintReportFrame } from '@vws/shared/print';
import { defaultReportLevel, FULL_REPORT_TYPES, type FullReportType } from '@vws/shared/contract/vvt';
import { useVvtFullReportQuery } from '../../api';
import { ExportButton } from '../../components/ExportButton';
import { RecordView } from '../../components/RecordView';
import { useVvtReferences, type RefLabel } from '../../components/useReferences';
import { fullReportArgs, reportFilterOf, withReportFilter, type ReportFilter } from '../../rules/reportFilter';
import { ControllerBlock } from './ControllerBlock';
import { ExternalView } from './ExternalView';
import { RegisterMarks } from './RegisterMarks';
import { PhasesView } from './PhasesView';
import { ReportFilterControls } from './ReportFilterControls';
import { useVvtTranslation, type vvtTexts } from '../../i18n';
import '../../components/reports.css';

/** The report type of ?reportType (spec §2): internal, external or verarbeitungsphasen; internal when missing or unknown. */
export function reportTypeOf(value: string | null): FullReportType {
  return (FULL_REPORT_TYPES as readonly string[]).includes(value ?? '') ? (value as FullReportType) : 'internal';
}

/** The report's filter stated for the paper: level, group and statuses as chosen. */
function filterStatement(filter: ReportFilter, refLabel: RefLabel, t: typeof vvtTexts.t): string {
  return describeFilter([
    { label: t('fields.SDM_Ebene_Nr'), values: [filter.ebene ? refLabel('vvt_ebenen', filter.ebene) : t('filter.allLevels')] },
    { label: t('filter.gruppe'), values: filter.gruppe ? [filter.gruppe] : [] },
    { label: t('filter.status'), values: filter.status.map((id) => refLabel('verarbeitungen_status', id)) },
  ]);
}

/**
 * /vvt-full-report?reportType (print layout) from GET /vvt/vvt-report?fullReportType: every
 * record the user may see, grouped by level; internal with every field, the cube with its cells'
 * texts, steps, recipients and relations; external with what an outsider may read (transfers and
 * recipients, retention, TOM, DSFA reasoning); verarbeitungsphasen with the four steps and their cells.
 */
export function FullReportPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const [params, setParams] = useSearchParams();
  const type = reportTypeOf(params.get('reportType'));
  const filter = reportFilterOf(params, type);
  const defaults: ReportFilter = { ebene: defaultReportLevel(type), gruppe: '', status: [] };
  const setFilter = (next: ReportFilter) => setParams((current) => withReportFilter(current, type, next), { replace: true });
  // A report is the saved state when it is opened: read again on every visit (links to data transfers, edited elsewhere, invalidate no VVT tag).
  const { data, isLoading, isFetching, error, refetch } = useVvtFullReportQuery(fullReportArgs(type, filter), { refetchOnMountOrArgChange: true });
  const records = data?.fullReportType === type ? data.verarbeitungen : [];

  return (
    <PrintReportFrame
      title={t(`fullReport.title_${type}`)}
      closeTo={link(ROUTES.vvt.list, { ebenenr: 1 })}
      className="vvt-report"
      filter={filterStatement(filter, refs.label, t)}
      filterTestId="vvt-report-filter-info"
      controls={
        <>
          <ReportFilterControls filter={filter} onChange={setFilter} defaults={defaults} refLabel={refs.label} />
          <ExportButton />
        </>
      }
    >
      <p className="text-sm mt-0">{t(`fullReport.intro_${type}`)}</p>
      {(isLoading || isFetching) && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data?.verantwortlicher && type === 'external' && <ControllerBlock block={data.verantwortlicher} />}
      {data && <p className="text-sm text-color-secondary">{t('fullReport.count', { count: records.length })}</p>}
      {records.map((record) => (
        <PrintRecord
          key={record.verarbeitung.ID}
          className="vvt-report-record"
          labelledBy={`vvt-record-${record.verarbeitung.ID}`}
          heading={
            <h2 id={`vvt-record-${record.verarbeitung.ID}`} className="text-lg m-0">
              {record.verarbeitung.Nummer} {record.verarbeitung.Name}
              <span className="text-sm font-normal text-color-secondary"> · {refs.label('vvt_ebenen', record.verarbeitung.SDM_Ebene_Nr)}</span>
            </h2>
          }
        >
          {type === 'internal' && <RegisterMarks record={record} />}
          {type === 'internal' && <RecordView record={record} refLabel={refs.label} />}
          {type === 'external' && <ExternalView record={record} />}
          {type === 'verarbeitungsphasen' && <PhasesView record={record} refLabel={refs.label} />}
        </PrintRecord>
      ))}
    </PrintReportFrame>
  );
}

export default FullReportPage;
