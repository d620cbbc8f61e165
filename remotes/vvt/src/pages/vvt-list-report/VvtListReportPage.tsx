import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectButton } from 'primereact/selectbutton';
import { ErrorMessage, LoadingBlock, ROUTES, toast, useAppDispatch, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { describeFilter, FreeTextBlock, PrintReportFrame, PrintText } from '@vws/shared/print';
import { useVvtFreitextMutation, useVvtListReportQuery, useVvtRegisterCompletenessQuery } from '../../api';
import { ExportButton } from '../../components/ExportButton';
import { useVvtReferences } from '../../components/useReferences';
import { vvtFilterParts } from '../../components/vvtFilterParts';
import { befundMap } from '../../rules/completeness';
import { applyVvtFilter, type VvtFilter, type VvtListView } from '../../rules/filter';
import { filterChanged, filterReset, snapshotTaken, useVvtListState } from '../../state/vvtListSlice';
import { FilterPanel } from '../vvt-list/FilterPanel';
import { ListReportTable, type ListReportRow } from './ListReportTable';
import { useVvtTranslation } from '../../i18n';
import '../../components/reports.css';

const REPORT_VIEW: VvtListView = { kind: 'report' };

/**
 * /vvt-list-report (print layout, spec §2 "Reports"): the list with the filter panel and the
 * stated filter, the editable free text Vvt_Freitext and clickable rows that open the detail.
 */
export function VvtListReportPage() {
  const { t } = useVvtTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const canEditText = useHasPermission('VWS_VVT_Report_Edit');
  const state = useVvtListState();
  const { data, isLoading, error, refetch } = useVvtListReportQuery();
  // The register check of every level (issue 23): incomplete records are marked, and the completeness filter applies.
  const completeness = useVvtRegisterCompletenessQuery(0, { refetchOnMountOrArgChange: true });
  const [saveText] = useVvtFreitextMutation();
  const rows = useMemo(() => {
    const befunde = befundMap(completeness.data?.records);
    const items = (data?.list ?? []).map((item) => ({ ...item, befund: befunde.get(item.ID) }));
    return applyVvtFilter(items, state.filter).sort((a, b) => a.SDM_Ebene_Nr - b.SDM_Ebene_Nr || a.Sortierung - b.Sortierung || a.ID - b.ID);
  }, [data, completeness.data, state.filter]);
  const onFilterChange = useCallback((change: Partial<VvtFilter>) => dispatch(filterChanged(change)), [dispatch]);

  const open = (row: ListReportRow) => {
    dispatch(snapshotTaken(rows.map((r) => r.ID)));
    navigate(link(ROUTES.vvt.detail, { ebenenr: row.SDM_Ebene_Nr }, { IdVerarbeitung: row.ID }));
  };
  const onSaveText = async (text: string) => {
    try {
      await saveText(text).unwrap();
      toast.success(t('listReport.freitextSaved'));
    } catch (err) {
      toast.error(t('listReport.freitextFailed'));
      throw err;
    }
  };
  const levelOptions = [0, 1, 2, 3].map((value) => ({ value, label: value === 0 ? t('listReport.allLevels') : refs.label('vvt_ebenen', value) }));

  const controls = (
    <>
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <span id="vvt-report-level" className="font-medium">
          {t('fields.SDM_Ebene_Nr')}
        </span>
        <SelectButton
          aria-labelledby="vvt-report-level"
          value={state.filter.ebene}
          options={levelOptions}
          allowEmpty={false}
          onChange={(e) => onFilterChange({ ebene: Number(e.value) })}
        />
        <span className="flex-1" />
        <ExportButton />
      </div>
      <FilterPanel filter={state.filter} view={REPORT_VIEW} onChange={onFilterChange} onReset={() => dispatch(filterReset())} refLabel={refs.label} />
    </>
  );

  return (
    <PrintReportFrame
      title={t('listReport.title')}
      filter={describeFilter(vvtFilterParts(state.filter, refs.label, t))}
      filterTestId="vvt-filter-info"
      closeTo={link(ROUTES.vvt.list, { ebenenr: 1 })}
      controls={!error && controls}
      className="vvt-report vvt-list-report"
      orientation="landscape"
    >
      {(isLoading || completeness.isFetching) && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {completeness.error !== undefined && (
        <ErrorMessage error={completeness.error} text={t('filter.befundFailed')} onRetry={() => void completeness.refetch()} />
      )}
      {data && (state.filter.befund === '' || completeness.data) && (
        <>
          <FreeTextBlock value={data.textModel.text} onSave={onSaveText} disabled={!canEditText} label={t('listReport.freitext')} className="my-3" />
          <PrintText value={data.textModel.text} />
          <p className="text-sm text-color-secondary">{t('listReport.rows', { count: rows.length })}</p>
          <ListReportTable
            rows={rows}
            refLabel={refs.label}
            onOpen={open}
            linkOf={(row) => link(ROUTES.vvt.detail, { ebenenr: row.SDM_Ebene_Nr }, { IdVerarbeitung: row.ID })}
          />
        </>
      )}
    </PrintReportFrame>
  );
}

export default VvtListReportPage;
