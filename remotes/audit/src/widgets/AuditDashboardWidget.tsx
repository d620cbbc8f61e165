import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { StatusBadge, useHasPermission, ROUTES, useCustomerRoute } from '@vws/shared';
import { AUDIT_STATUS_IDS } from '@vws/shared/contract/audit';
import { useAuditStatusTotalsQuery } from '../api';
import { statusSeverity } from '../rules/colors';
import { useAuditTranslation } from '../i18n';

/** Audit status overview on /customer: questions per status and a link to the list. */
export function AuditDashboardWidget() {
  const canView = useHasPermission(['VWS_AuditFragen_View']);
  if (!canView) return null;
  return <WidgetBody />;
}

function WidgetBody() {
  const { t } = useAuditTranslation();
  const link = useCustomerRoute();
  // Totals counted by the server: the widget must not download the whole question list.
  const { data } = useAuditStatusTotalsQuery();
  const counts = useMemo(() => new Map((data ?? []).map((s) => [s.ID_Status, s.Anzahl])), [data]);
  const total = useMemo(() => (data ?? []).reduce((sum, s) => sum + s.Anzahl, 0), [data]);

  return (
    <Card
      className="h-full"
      header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('widget.title')}</h2>}
      data-testid="audit-dashboard-widget"
    >
      {data && <p className="mt-0 mb-3 text-600">{t('widget.total', { count: total })}</p>}
      {data && total === 0 && <p className="m-0">{t('widget.empty')}</p>}
      <div className="flex flex-wrap gap-2 mb-3">
        {AUDIT_STATUS_IDS.filter((id) => counts.get(id)).map((id) => (
          <StatusBadge key={id} severity={statusSeverity(id)} label={`${t(`status.${id}`)}: ${counts.get(id)}`} />
        ))}
      </div>
      <Link to={link(ROUTES.audit.list)} className="p-button p-button-sm p-button-outlined no-underline">
        <i className="pi pi-arrow-right mr-2" />
        {t('widget.open')}
      </Link>
    </Card>
  );
}
