import { widgetText, type DashboardWidgetContent, type WidgetBlock, type WidgetSeverity } from '@vws/shared/contract/dashboard-widget';
import { VORFAELLE_ENDPOINTS, VORFAELLE_ROUTES, type Risiko, type VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { dashboardWidgetRoute, dueItemsBlock } from '../../platform/kit/dashboard-widget';
import { loadVorfaelle } from './queries';
import type { VorfaelleTenantTables } from './tables';

/** How many breaches the widget lists; the rest are counted. */
export const WIDGET_SHOWN = 6;
const HOUR = 3_600_000;

export const RISIKO_SEVERITY: Record<Risiko, WidgetSeverity> = { keinRisiko: 'success', risiko: 'warning', hohesRisiko: 'danger' };

/** Open breaches whose notification to the authority is still to be made, the earliest Meldefrist first. */
export function awaitingNotification(rows: readonly VorfallListItem[]): VorfallListItem[] {
  return rows
    .filter((row) => row.Status !== 'abgeschlossen' && row.Meldung_erforderlich && row.Meldung_Behoerde_am === null)
    .sort((a, b) => a.Meldefrist.localeCompare(b.Meldefrist));
}

/** The widget on /customer: breaches awaiting notification with the hours left (or overdue), and the open count. */
export function vorfaelleWidgetContent(rows: readonly VorfallListItem[], now: Date): DashboardWidgetContent {
  const open = rows.filter((row) => row.Status !== 'abgeschlossen');
  const due = awaitingNotification(rows);
  const blocks: WidgetBlock[] = [{ type: 'text', text: widgetText('widget.open', { count: open.length }), muted: true }];
  if (due.length === 0) blocks.push({ type: 'text', text: widgetText('widget.none') });
  else {
    const nowIso = now.toISOString();
    blocks.push(
      // Meldefrist instants in UTC ISO text compare as the days of the kit do: overdue ones first, marked.
      dueItemsBlock(due.slice(0, WIDGET_SHOWN), {
        dueOf: (row) => row.Meldefrist,
        today: nowIso,
        overdueCount: due.filter((row) => row.Meldefrist < nowIso).length,
        item: (row) => {
          const hours = Math.round((new Date(row.Meldefrist).getTime() - now.getTime()) / HOUR);
          return {
            link: { route: VORFAELLE_ROUTES.detail, query: { vorfallId: row.ID }, label: { verbatim: row.Titel } },
            detail: hours >= 0 ? widgetText('widget.hoursLeft', { count: hours }) : widgetText('widget.overdue', { count: -hours }),
            badge: row.Risiko ? { label: widgetText(`risiko.${row.Risiko}`), severity: RISIKO_SEVERITY[row.Risiko] } : undefined,
          };
        },
      }),
    );
    if (due.length > WIDGET_SHOWN) blocks.push({ type: 'text', text: widgetText('widget.more', { count: due.length }) });
  }
  return { blocks, action: { route: VORFAELLE_ROUTES.list, label: widgetText('widget.all') } };
}

export const dashboardWidgetRoutes = dashboardWidgetRoute<VorfaelleTenantTables>({
  endpoint: VORFAELLE_ENDPOINTS.dashboardWidget,
  load: async ({ db }) => vorfaelleWidgetContent(await loadVorfaelle(db), new Date()),
});
