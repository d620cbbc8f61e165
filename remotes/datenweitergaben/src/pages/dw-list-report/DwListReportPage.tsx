import { useCallback, useMemo, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { ErrorMessage, LoadingBlock, ROUTES, toast, useAppDispatch, useCustomerRoute, useHasPermission, toastSaveFailed } from '@vws/shared/core';
import { describeFilter, FreeTextBlock, PrintReportFrame, PrintText, type FilterPart } from '@vws/shared/print';
import { useDatenweitergabenFreitextMutation, useDatenweitergabenListReportQuery } from '../../api';
import { useDwReferences } from '../../components/useReferences';
import { dwFilterPredicate, type DwFilter } from '../../rules/filter';
import { filterChanged, filterReset, useDwListState } from '../../state/dwListSlice';
import { useDatenweitergabenTranslation } from '../../i18n';
import { FilterPanel } from '../dw-list/FilterPanel';
import { ReportTable } from './ReportTable';
import { summaryOf } from './summary';
import { SummaryTable } from './SummaryTable';
import './print.css';

/**
 * /datenweitergaben-list-report (spec §2): filter panel, the switch to print the summary table, the
 * summary table (100 rows per page, group colours of spec §4), filter info badges, the editable free
 * text and the list whose rows open the detail; print and close (back, or /customer).
 */
export function DwListReportPage() {
  const { t } = useDatenweitergabenTranslation();
  const dispatch = useAppDispatch();
  const link = useCustomerRoute();
  const canEditText = useHasPermission('VWS_Datenweitergaben_Edit');
  const state = useDwListState();
  const refs = useDwReferences();
  const { data, isLoading, error, refetch } = useDatenweitergabenListReportQuery(undefined);
  const [saveText] = useDatenweitergabenFreitextMutation();
  const [printSummary, setPrintSummary] = useState(true);
  const predicate = useMemo(() => dwFilterPredicate(state.filter), [state.filter]);
  const rows = useMemo(() => (data?.list ?? []).filter(predicate), [data, predicate]);
  const summary = useMemo(() => summaryOf(rows), [rows]);
  const onFilterChange = useCallback((change: Partial<DwFilter>) => dispatch(filterChanged(change)), [dispatch]);

  const parts: FilterPart[] = [
    { label: t('filter.text'), text: state.filter.text },
    { label: t('filter.groups'), values: state.filter.groups.map((g) => t(`groups.${g}`)) },
    { label: t('filter.rechtsgrundlage'), values: state.filter.rechtsgrundlagen.map((id) => refs.label('rechtsgrundlagen', id)) },
    {
      label: t('filter.drittland'),
      values: state.filter.drittland === 'all' ? [] : [t(state.filter.drittland === 'yes' ? 'filter.drittlandYes' : 'filter.drittlandNo')],
    },
  ];
  const badges = parts.flatMap((p) => (p.text?.trim() ? [`${p.label}: '${p.text.trim()}'`] : p.values?.length ? [`${p.label}: ${p.values.join(', ')}`] : []));

  const onSaveText = async (text: string) => {
    try {
      await saveText(text).unwrap();
      toast.success(t('report.freitextSaved'));
    } catch (err) {
      toastSaveFailed(err);
      throw err;
    }
  };

  const controls = (
    <>
      <FilterPanel
        filter={state.filter}
        onChange={onFilterChange}
        onReset={() => dispatch(filterReset())}
        rechtsgrundlagen={refs.options('rechtsgrundlagen')}
      />
      <div className="flex align-items-center gap-2 mb-2">
        <InputSwitch inputId="dw-print-summary" checked={printSummary} onChange={(e) => setPrintSummary(e.value === true)} />
        <label htmlFor="dw-print-summary">{t('report.printSummary')}</label>
      </div>
    </>
  );

  return (
    <PrintReportFrame
      title={t('report.title')}
      filter={describeFilter(parts)}
      filterTestId="dw-filter-info"
      closeTo={link(ROUTES.customer.dashboard)}
      controls={!error && controls}
      className="dw-list-report"
    >
      {badges.length > 0 && (
        <div className="flex flex-wrap gap-2 mb-2" data-testid="dw-filter-badges">
          {badges.map((b) => (
            <Tag key={b} value={b} className="dw-filter-badge" />
          ))}
        </div>
      )}
      {isLoading && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <section className={printSummary ? 'mb-3' : 'mb-3 vws-no-print'} aria-labelledby="dw-summary-heading">
            <h2 id="dw-summary-heading" className="text-lg">
              {t('report.summary')}
            </h2>
            <SummaryTable rows={summary} />
          </section>
          <FreeTextBlock value={data.textModel.text} onSave={onSaveText} disabled={!canEditText} label={t('report.freitext')} className="my-3 vws-no-print" />
          <PrintText value={data.textModel.text} />
          <h2 className="text-lg">{t('report.list')}</h2>
          <p className="text-sm text-color-secondary vws-no-print">{t('report.rows', { count: rows.length })}</p>
          <ReportTable rows={rows} />
        </>
      )}
    </PrintReportFrame>
  );
}

export default DwListReportPage;
