import { AUDIT_ENDPOINTS, AUDIT_STATUS_IDS } from '@vws/shared/contract/audit';
import type { StatusTotal } from '@vws/shared/contract/common';
import { widgetText, type DashboardWidgetContent, type WidgetBlock } from '@vws/shared/contract/dashboard-widget';
import { AUDIT_STATUS_SEVERITY, severityOf } from '@vws/shared/contract/severity';
import { dashboardWidgetRoute } from '../../../platform/kit/dashboard-widget';
import { loadStatusTotals } from '../../../platform/kit/status-totals';
import type { AuditTenantTables } from '../tables';

/** The audit's widget on /customer: questions per status (counted in SQL) and the way to the list. */
export function auditWidgetContent(totals: readonly StatusTotal[]): DashboardWidgetContent {
  const counts = new Map(totals.map((row) => [row.ID_Status, row.Anzahl]));
  const total = totals.reduce((sum, row) => sum + row.Anzahl, 0);
  const blocks: WidgetBlock[] = [{ type: 'text', text: widgetText('widget.total', { count: total }) }];
  if (total === 0) {
    blocks.push({ type: 'text', text: widgetText('widget.empty') });
  } else {
    const segments = AUDIT_STATUS_IDS.filter((id) => counts.get(id)).map((id) => ({
      key: id,
      label: widgetText(`status.${id}`),
      value: counts.get(id) ?? 0,
      severity: severityOf(AUDIT_STATUS_SEVERITY, id),
    }));
    blocks.push({
      type: 'chart',
      caption: widgetText('widget.caption'),
      groupHeader: widgetText('widget.status'),
      groups: [{ label: widgetText('widget.group'), segments }],
    });
  }
  return { blocks, action: { route: '/audit', label: widgetText('widget.open') } };
}

export const dashboardWidgetRoutes = dashboardWidgetRoute<AuditTenantTables>({
  endpoint: AUDIT_ENDPOINTS.dashboardWidget,
  load: async ({ db }) => auditWidgetContent(await loadStatusTotals(db, 'audit_fragen')),
});
