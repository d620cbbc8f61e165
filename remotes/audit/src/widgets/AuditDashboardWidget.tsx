import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { CountsChart, LoadingBlock, useHasPermission, ROUTES, useCustomerRoute, type CountsGroup } from '@vws/shared/core';
import { AUDIT_STATUS_IDS } from '@vws/shared/contract/audit';
import { useAuditStatusTotalsQuery } from '../api';
import { statusSeverity } from '../rules/colors';
import { useAuditTranslation } from '../i18n';

/** Audit status overview on /customer: questions per status as a chart and a link to the list. */
export function AuditDashboardWidget() {
  const canView = useHasPermission(['VWS_AuditFragen_View']);
  if (!canView) return null;
  return <WidgetBody />;
}

function WidgetBody() {
  const { t } = useAuditTranslation();
  const link = useCustomerRoute();
  // Totals counted by the server: the widget must not download the whole question list.
  const { data, isLoading } = useAuditStatusTotalsQuery();
  const total = useMemo(() => (data ?? []).reduce((sum, s) => sum + s.Anzahl, 0), [data]);
  const groups = useMemo<CountsGroup[]>(() => {
    const counts = new Map((data ?? []).map((s) => [s.ID_Status, s.Anzahl]));
    const segments = AUDIT_STATUS_IDS.filter((id) => counts.get(id)).map((id) => ({
      key: id,
      label: t(`status.${id}`),
      value: counts.get(id) ?? 0,
      severity: statusSeverity(id),
    }));
    return [{ label: t('widget.group'), segments }];
  }, [data, t]);

  return (
    <Card
      className="h-full"
      header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('widget.title')}</h2>}
      data-testid="audit-dashboard-widget"
    >
      {isLoading && <LoadingBlock />}
      {data && <p className="mt-0 mb-3 text-600">{t('widget.total', { count: total })}</p>}
      {data && total === 0 && <p className="m-0">{t('widget.empty')}</p>}
      {data && total > 0 && <CountsChart caption={t('widget.caption')} groupHeader={t('widget.status')} groups={groups} testId="audit-widget-chart" />}
      <Link to={link(ROUTES.audit.list)} className="p-button p-button-sm p-button-outlined no-underline mt-3">
        <i className="pi pi-arrow-right mr-2" aria-hidden="true" />
        {t('widget.open')}
      </Link>
    </Card>
  );
}
