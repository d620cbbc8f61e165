import { ANFRAGEN_ROUTES, BETROFFENENANFRAGEN_ENDPOINTS, ERLEDIGT_STATUS, type AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { widgetText, type DashboardWidgetContent, type WidgetBlock } from '@vws/shared/contract/dashboard-widget';
import { dashboardWidgetRoute, dueItemsBlock } from '../../platform/kit/dashboard-widget';
import { today } from './queries';
import { loadAnfragen } from './queries';
import type { AnfragenTenantTables } from './tables';

/** How many requests the widget lists; the rest are counted. */
export const WIDGET_SHOWN = 6;

/** The widget on /customer: open requests by Frist (overdue ones marked), and how many are open and overdue. */
export function anfragenWidgetContent(rows: readonly AnfrageListItem[]): DashboardWidgetContent {
  const open = rows.filter((row) => !ERLEDIGT_STATUS.includes(row.Status)).sort((a, b) => a.Frist.localeCompare(b.Frist));
  const overdue = open.filter((row) => row.Ueberfaellig).length;
  const blocks: WidgetBlock[] = [{ type: 'text', text: widgetText('widget.open', { count: open.length, overdue }), muted: true }];
  if (open.length === 0) blocks.push({ type: 'text', text: widgetText('widget.none') });
  else {
    blocks.push(
      dueItemsBlock(open.slice(0, WIDGET_SHOWN), {
        dueOf: (row) => row.Frist,
        today: today(),
        overdueCount: overdue,
        item: (row) => ({
          link: { route: ANFRAGEN_ROUTES.detail, query: { anfrageId: row.ID }, label: { verbatim: row.Antragsteller } },
          detail: widgetText('widget.due', { date: { day: row.Frist } }),
          badge: { label: widgetText(`status.${row.Status}`), severity: 'info' as const },
        }),
      }),
    );
    if (open.length > WIDGET_SHOWN) blocks.push({ type: 'text', text: widgetText('widget.more', { count: open.length }) });
  }
  return { blocks, action: { route: ANFRAGEN_ROUTES.list, label: widgetText('widget.all') } };
}

export const dashboardWidgetRoutes = dashboardWidgetRoute<AnfragenTenantTables>({
  endpoint: BETROFFENENANFRAGEN_ENDPOINTS.dashboardWidget,
  load: async ({ db }) => anfragenWidgetContent(await loadAnfragen(db)),
});
