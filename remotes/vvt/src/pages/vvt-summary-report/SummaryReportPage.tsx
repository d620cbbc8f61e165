import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Chart } from 'primereact/chart';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrintReportFrame } from '@vws/shared/print';
import { VVT_SUMMARY_BUCKETS } from '@vws/shared/contract/vvt';
import { useVvtSummaryTotalsQuery } from '../../api';
import { Badge } from '../../components/Badge';
import { ExportButton } from '../../components/ExportButton';
import { useVvtReferences } from '../../components/useReferences';
import { bucketsPerLevel, summaryChartData, summaryChartOptions } from './summaryData';
import { useVvtTranslation } from '../../i18n';

/**
 * /vvt-summary-report (spec §2 "Reports", §4 buckets) from GET /vvt/verarbeitungen-summary-report?totals_only=true:
 * the records per level in the buckets ok, needs optimisation, critical, verify and inactive, as a
 * chart and a table, and the DPIA count. A print layout like the other reports (customer and date
 * in the heading, no controls on paper); it counts every record, so its filter is "none".
 */
export function SummaryReportPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const { data, isLoading, error, refetch } = useVvtSummaryTotalsQuery();
  const rows = useMemo(() => bucketsPerLevel(data?.totals ?? []), [data]);
  const chart = useMemo(
    () =>
      summaryChartData(
        rows,
        (e) => refs.label('vvt_ebenen', e),
        (b) => t(`summary.bucket.${b}`),
      ),
    [rows, refs, t],
  );

  return (
    <PrintReportFrame title={t('summary.title')} closeTo={link(ROUTES.vvt.list, { ebenenr: 1 })} className="vvt-report vvt-summary" controls={<ExportButton />}>
      <div data-testid="vvt-summary-page">
        <p className="mt-0 text-color-secondary">{t('summary.intro')}</p>
        {isLoading && <LoadingBlock />}
        {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
        {data && (
          <>
            <div className="surface-card border-round p-3 mb-3">
              <h2 className="text-lg mt-0">{t('summary.chartTitle')}</h2>
              <div style={{ height: '16rem' }}>
                <Chart type="bar" data={chart} options={summaryChartOptions} style={{ height: '100%' }} ariaLabel={t('summary.chartAlt')} />
              </div>
            </div>
            <div className="overflow-x-auto surface-card border-round p-3 mb-3">
              <table className="w-full text-sm" style={{ borderCollapse: 'collapse' }} aria-label={t('summary.title')} data-testid="vvt-summary-table">
                <thead>
                  <tr>
                    <th scope="col" className="text-left p-2">
                      {t('fields.SDM_Ebene_Nr')}
                    </th>
                    {VVT_SUMMARY_BUCKETS.map((b) => (
                      <th key={b.id} scope="col" className="text-right p-2">
                        <Badge severity={b.severity} label={t(`summary.bucket.${b.id}`)} />
                      </th>
                    ))}
                    <th scope="col" className="text-right p-2">
                      {t('summary.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.ebene} className="border-top-1 surface-border">
                      <th scope="row" className="text-left p-2">
                        <Link to={link(ROUTES.vvt.list, { ebenenr: row.ebene })}>{refs.label('vvt_ebenen', row.ebene)}</Link>
                      </th>
                      {VVT_SUMMARY_BUCKETS.map((b) => (
                        <td key={b.id} className="text-right p-2">
                          {row[b.id]}
                        </td>
                      ))}
                      <td className="text-right p-2 font-semibold">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap gap-3" data-testid="vvt-summary-dpia">
              <div className="surface-card border-round p-3">
                <div className="text-2xl font-bold">{data.dsfaErforderlich}</div>
                <div className="text-sm">{t('summary.dsfaErforderlich')}</div>
              </div>
              <div className="surface-card border-round p-3">
                <div className="text-2xl font-bold">{data.dsfaVorgeschlagen}</div>
                <div className="text-sm">{t('summary.dsfaVorgeschlagen')}</div>
              </div>
            </div>
            <p className="text-sm text-color-secondary mt-3">{t('summary.bucketHint')}</p>
          </>
        )}
      </div>
    </PrintReportFrame>
  );
}

export default SummaryReportPage;
