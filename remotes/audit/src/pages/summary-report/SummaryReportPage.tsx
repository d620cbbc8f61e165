import { useMemo, useState } from 'react';
import { Chart } from 'primereact/chart';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { ErrorMessage, LoadingBlock, scrollRegion, sessionStore, StatusBadge } from '@vws/shared/core';
import { PrintDocument, usePrinting } from '@vws/shared/print';
import { STANDARD_SCHUTZZIELPAKET, type SummaryRow, type SummaryVariant } from '@vws/shared/contract/audit';
import { useAuditSummaryTotalsQuery } from '../../api';
import { percentSeverity } from '../../rules/colors';
import { COUNT_COLUMNS, summaryChartData, summaryChartOptions } from './chartData';
import { useAuditTranslation } from '../../i18n';

const VARIANT_KEY = 'audit.summaryVariant';
const SUMMARY_PAGE_SIZE = 100;

/** /audit-summary-report: counts and share fulfilled per protection goal, as chart and table. */
export function SummaryReportPage() {
  const { t } = useAuditTranslation();
  const [variant, setVariant] = useState<SummaryVariant>(() => sessionStore.read<SummaryVariant>(VARIANT_KEY, 'standard'));
  const { data, isLoading, error, refetch } = useAuditSummaryTotalsQuery(variant);
  const printing = usePrinting();

  const goalLabel = (row: SummaryRow) =>
    row.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET ? t(`schutzziel.${row.ID}`, { defaultValue: row.Name }) : row.Name;
  const chart = useMemo(() => summaryChartData(data ?? [], goalLabel, (s) => t(`status.${s}`)), [data, t]); // eslint-disable-line react-hooks/exhaustive-deps
  // New row objects per language: PrimeReact's DataTable memoises its cells by row.
  const rows = useMemo(() => data?.map((row) => ({ ...row, goalName: goalLabel(row) })), [data, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const changeVariant = (next: SummaryVariant | null) => {
    if (!next) return;
    sessionStore.write(VARIANT_KEY, next);
    setVariant(next);
  };

  const anteilBody = (row: SummaryRow) =>
    row.Anteil_erfuellt == null ? (
      <span className="text-color-secondary">{t('summary.undefined')}</span>
    ) : (
      <StatusBadge severity={percentSeverity(row.Anteil_erfuellt)} label={`${row.Anteil_erfuellt} %`} />
    );

  return (
    <PrintDocument title={t('summary.title')} className="audit-summary">
      <h1 className="mt-0 text-2xl">{t('summary.title')}</h1>
      <p className="text-color-secondary">{t('summary.intro')}</p>
      <div className="flex flex-wrap align-items-center gap-3 mb-3">
        <span className="font-medium" id="audit-summary-variant">
          {t('summary.variant')}
        </span>
        <SelectButton
          aria-labelledby="audit-summary-variant"
          value={variant}
          options={[
            { value: 'standard', label: t('summary.standard') },
            { value: 'extended', label: t('summary.extended') },
          ]}
          onChange={(e) => changeVariant(e.value as SummaryVariant | null)}
          allowEmpty={false}
        />
        <span className="vws-print-only">{t(variant === 'standard' ? 'summary.standard' : 'summary.extended')}</span>
        <small className="text-color-secondary flex-1">{t(`summary.variantHelp.${variant}`)}</small>
      </div>
      {isLoading && <LoadingBlock />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && rows && (
        <>
          <div className="surface-card border-round p-3 mb-3">
            <h2 className="text-lg mt-0">{t('summary.chartTitle')}</h2>
            <div style={{ height: `${Math.max(14, data.length * 2.6)}rem` }}>
              <Chart type="bar" data={chart} options={summaryChartOptions} style={{ height: '100%' }} ariaLabel={t('summary.chartAlt')} />
            </div>
          </div>
          <DataTable
            value={rows}
            dataKey="ID"
            paginator={!printing && data.length > SUMMARY_PAGE_SIZE}
            rows={SUMMARY_PAGE_SIZE}
            size="small"
            stripedRows
            emptyMessage={t('summary.empty')}
            aria-label={t('summary.title')}
            pt={{ wrapper: scrollRegion(t('summary.title')) }}
          >
            <Column field="goalName" header={t('summary.schutzziel')} />
            <Column field="Anzahl_Gesamt" header={t('summary.gesamt')} className="text-right" />
            {COUNT_COLUMNS.map(({ status, field }) => (
              <Column key={field} field={field} header={t(`status.${status}`)} className="text-right" />
            ))}
            <Column header={t('summary.anteil')} body={anteilBody} />
          </DataTable>
        </>
      )}
    </PrintDocument>
  );
}

export default SummaryReportPage;
