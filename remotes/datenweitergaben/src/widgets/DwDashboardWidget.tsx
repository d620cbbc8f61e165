import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { CONTRACT_SUMMARY_SEVERITY, CountsChart, formatDate, LoadingBlock, ROUTES, useCustomerRoute, useHasPermission, type CountsGroup } from '@vws/shared/core';
import { VERTRAGSSTATUS_GROUPS } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenSummaryTotalsQuery, useDatenweitergabenWiedervorlageQuery } from '../api';
import { StatusTag } from '../components/StatusTag';
import { useDwReferences } from '../components/useReferences';
import { useDatenweitergabenTranslation } from '../i18n';
import { totalOf } from '../pages/dw-list-report/summary';

/** Resubmission on /customer: contracts due within 30 days or past, and the counts per status group as a chart. */
export function DwDashboardWidget() {
  const canView = useHasPermission('VWS_Datenweitergaben_View');
  if (!canView) return null;
  return <WidgetBody />;
}

function WidgetBody() {
  const { t } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const refs = useDwReferences();
  const due = useDatenweitergabenWiedervorlageQuery();
  const totals = useDatenweitergabenSummaryTotalsQuery();
  const total = useMemo(() => (totals.data ? totalOf(totals.data) : null), [totals.data]);
  const shown = (due.data?.wiedervorlage ?? []).slice(0, 8);
  const groups = useMemo<CountsGroup[] | null>(
    () =>
      total && [
        {
          label: t('widget.contracts'),
          segments: VERTRAGSSTATUS_GROUPS.filter((g) => total[g] > 0).map((g) => ({ key: g, label: t(`groups.${g}`), value: total[g], severity: CONTRACT_SUMMARY_SEVERITY[g] })),
        },
      ],
    [total, t],
  );

  return (
    <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('widget.title')}</h2>} data-testid="dw-dashboard-widget">
      <p className="mt-0 text-sm text-color-secondary">{t('widget.intro')}</p>
      {due.data && shown.length === 0 && <p className="text-sm">{t('widget.none')}</p>}
      {shown.length > 0 && (
        <ul className="list-none p-0 m-0 mb-2 flex flex-column gap-2" data-testid="dw-widget-due">
          {shown.map((w) => (
            <li key={w.ID} className="flex flex-wrap align-items-center gap-2">
              <Link to={link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: w.ID })}>{w.Firma_Empfaenger}</Link>
              <span className="text-sm">{t('widget.due', { date: formatDate(w.Faellig) })}</span>
              <StatusTag id={w.ID_Vertragsstatus} refLabel={refs.label} />
            </li>
          ))}
        </ul>
      )}
      {due.data && due.data.anzahl > shown.length && <p className="text-sm m-0 mb-2">{t('widget.more', { count: due.data.anzahl })}</p>}
      {(due.isLoading || totals.isLoading) && <LoadingBlock />}
      {groups && (
        <>
          <h3 className="text-base mb-2">{t('widget.groups')}</h3>
          <CountsChart caption={t('widget.groups')} groupHeader={t('widget.contracts')} groups={groups} testId="dw-widget-groups" />
        </>
      )}
      <Link to={link(ROUTES.datenweitergaben.list)}>{t('widget.all')}</Link>
    </Card>
  );
}
