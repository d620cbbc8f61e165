import { useCallback } from 'react';
import { ErrorMessage, LoadingBlock, useAppDispatch, useHasPermission, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { describeFilter, FreeTextBlock, PrintReportFrame, PrintText } from '@vws/shared/print';
import { useAuditListReportFreitextMutation, useAuditListReportQuery } from '../../api';
import { auditToast } from '../../components/toast';
import { useReferenceOptions } from '../../components/useReferenceNames';
import type { AuditFilter } from '../../rules/filter';
import { filterChanged, filterReset, useAuditListState } from '../../state/auditListSlice';
import { FilterPanel } from '../audit-list/FilterPanel';
import { useFilteredAuditList } from '../audit-list/useFilteredAuditList';
import { auditFilterParts } from './auditFilterParts';
import { ReportTable } from './ReportTable';
import './print.css';
import { useAuditTranslation } from '../../i18n';

/** /audit-list-report (print layout, shared print frame): filter, the stated filter, the free text and the list; A4 print. */
export function ListReportPage() {
  const { t } = useAuditTranslation();
  const dispatch = useAppDispatch();
  const link = useCustomerRoute();
  const canEditText = useHasPermission('VWS_AuditFragen_Report_Edit');
  const state = useAuditListState();
  const { data, isLoading, error, refetch } = useAuditListReportQuery();
  const [saveText] = useAuditListReportFreitextMutation();
  const refs = useReferenceOptions();
  const rows = useFilteredAuditList(data?.list, state.filter, state.sortField, state.sortOrder);
  const onFilterChange = useCallback((change: Partial<AuditFilter>) => dispatch(filterChanged(change)), [dispatch]);

  const onSaveText = async (text: string) => {
    try {
      await saveText(text).unwrap();
      auditToast.success(t('listReport.freitextSaved'));
    } catch (err) {
      auditToast.saveFailed();
      throw err;
    }
  };

  const controls = (
    <FilterPanel
      filter={state.filter}
      onChange={onFilterChange}
      onReset={() => dispatch(filterReset())}
      themenblockOptions={refs.themenblockOptions}
      einheitOptions={refs.einheitOptions}
      schutzzielOptions={refs.schutzzielOptions}
    />
  );

  return (
    <PrintReportFrame
      title={t('listReport.title')}
      filter={describeFilter(auditFilterParts(state.filter, refs, t))}
      filterTestId="audit-filter-info"
      closeTo={link(ROUTES.customer.dashboard)}
      controls={!error && controls}
      className="audit-list-report"
    >
      {isLoading && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <FreeTextBlock value={data.textModel.text} onSave={onSaveText} disabled={!canEditText} label={t('listReport.freitext')} className="my-3" />
          <PrintText value={data.textModel.text} />
          <p className="text-sm text-color-secondary vws-no-print">{t('listReport.rows', { count: rows.length })}</p>
          <ReportTable rows={rows} />
        </>
      )}
    </PrintReportFrame>
  );
}

export default ListReportPage;
