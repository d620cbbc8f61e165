import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ErrorMessage, FreeTextBlock, LoadingBlock, errorStatus, formatDate, useAppDispatch, useHasPermission } from '@vws/shared';
import { useAuditListReportFreitextMutation, useAuditListReportQuery } from '../../api';
import { useCustomerLink } from '../../components/links';
import { auditToast } from '../../components/toast';
import { useReferenceOptions } from '../../components/useReferenceNames';
import type { AuditFilter } from '../../rules/filter';
import { filterChanged, filterReset, useAuditListState } from '../../state/auditListSlice';
import { FilterPanel } from '../audit-list/FilterPanel';
import { useFilteredAuditList } from '../audit-list/useFilteredAuditList';
import { FilterInfoBadges } from './FilterInfoBadges';
import { ReportTable } from './ReportTable';
import './print.css';

/** /audit-list-report (print layout): filter, filter badges, the free text and the list; A4 print. */
export function ListReportPage() {
  const { t } = useTranslation('audit');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerLink();
  const canEditText = useHasPermission('VWS_AuditFragen_Report_Edit');
  const state = useAuditListState();
  const { data, isLoading, error, refetch } = useAuditListReportQuery();
  const [saveText] = useAuditListReportFreitextMutation();
  const refs = useReferenceOptions();
  const rows = useFilteredAuditList(data?.list, state.filter, state.sortField, state.sortOrder);

  const onFilterChange = useCallback((change: Partial<AuditFilter>) => dispatch(filterChanged(change)), [dispatch]);

  const close = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(link('/customer'));
  };
  const onSaveText = async (text: string) => {
    try {
      await saveText(text).unwrap();
      auditToast.success(t('listReport.freitextSaved'));
    } catch (err) {
      auditToast.saveFailed();
      throw err;
    }
  };

  const toolbar = (
    <div className="flex gap-2 audit-no-print">
      <Button label={t('listReport.print')} icon="pi pi-print" onClick={() => window.print()} />
      <Button label={t('listReport.close')} icon="pi pi-times" severity="secondary" outlined onClick={close} />
    </div>
  );

  if (errorStatus(error) === 403) {
    return (
      <div className="audit-list-report">
        <ErrorMessage error={error} />
        <div className="mt-3">{toolbar}</div>
      </div>
    );
  }

  return (
    <div className="audit-list-report">
      <div className="flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h1 className="m-0 text-2xl">{t('listReport.title')}</h1>
          <small className="text-color-secondary">{t('listReport.printedAt', { date: formatDate(new Date().toISOString()) })}</small>
        </div>
        {toolbar}
      </div>
      <div className="audit-no-print mt-3">
        <FilterPanel
          filter={state.filter}
          onChange={onFilterChange}
          onReset={() => dispatch(filterReset())}
          themenblockOptions={refs.themenblockOptions}
          einheitOptions={refs.einheitOptions}
          schutzzielOptions={refs.schutzzielOptions}
        />
      </div>
      <FilterInfoBadges filter={state.filter} themenblockName={refs.themenblockName} einheitName={refs.einheitName} schutzzielName={refs.schutzzielName} />
      {isLoading && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <FreeTextBlock value={data.textModel.text} onSave={onSaveText} disabled={!canEditText} label={t('listReport.freitext')} className="my-3" />
          <p className="text-sm text-color-secondary">{t('listReport.rows', { count: rows.length })}</p>
          <ReportTable rows={rows} />
        </>
      )}
    </div>
  );
}

export default ListReportPage;
