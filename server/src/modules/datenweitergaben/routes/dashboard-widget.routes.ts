import { DW_ENDPOINTS, VERTRAGSSTATUS_GROUPS, type DwSummaryRow, type WiedervorlageResponse } from '@vws/shared/contract/datenweitergaben';
import { widgetText, type Bilingual, type DashboardWidgetContent, type WidgetBlock } from '@vws/shared/contract/dashboard-widget';
import { CONTRACT_STATUS_SEVERITY, CONTRACT_SUMMARY_SEVERITY, severityOf } from '@vws/shared/contract/severity';
import { bilingualNames, dashboardWidgetRoute, dueItemsBlock } from '../../../platform/kit/dashboard-widget';
import { dwOverdue, dwSummaryTotals, dwWiedervorlage } from '../queries/list';
import { loadDwReferenceRows } from '../queries/references';
import type { DwTenantTables } from '../tables';

/** How many due contracts the widget lists; the rest are counted. */
export const WIDGET_DUE_SHOWN = 8;

/**
 * The data transfers' widget on /customer: contracts due for resubmission (overdue ones first and
 * counted, then earliest first, with their status) and the contracts per status group of spec §4.
 */
export function dwWidgetContent(
  due: WiedervorlageResponse,
  overdue: { anzahl: number; heute: string },
  totals: readonly DwSummaryRow[],
  statusName: (id: number) => Bilingual,
): DashboardWidgetContent {
  const blocks: WidgetBlock[] = [{ type: 'text', text: widgetText('widget.intro'), muted: true }];
  const shown = due.wiedervorlage.slice(0, WIDGET_DUE_SHOWN);
  if (shown.length === 0) blocks.push({ type: 'text', text: widgetText('widget.none') });
  else {
    blocks.push(
      dueItemsBlock(shown, {
        dueOf: (row) => row.Faellig,
        today: overdue.heute,
        overdueCount: overdue.anzahl,
        item: (row) => ({
          link: { route: '/datenweitergabe', query: { datenweitergabeId: row.ID }, label: { verbatim: row.Firma_Empfaenger } },
          detail: widgetText('widget.due', { date: { day: row.Faellig } }),
          badge: { label: statusName(row.ID_Vertragsstatus), severity: severityOf(CONTRACT_STATUS_SEVERITY, row.ID_Vertragsstatus) },
        }),
      }),
    );
  }
  if (due.anzahl > shown.length) blocks.push({ type: 'text', text: widgetText('widget.more', { count: due.anzahl }) });
  const perGroup = VERTRAGSSTATUS_GROUPS.map((group) => ({ group, count: totals.reduce((sum, row) => sum + row[group], 0) }));
  if (perGroup.some(({ count }) => count > 0)) {
    blocks.push({
      type: 'chart',
      heading: widgetText('widget.groups'),
      caption: widgetText('widget.groups'),
      groupHeader: widgetText('widget.contracts'),
      groups: [
        {
          label: widgetText('widget.contracts'),
          segments: perGroup
            .filter(({ count }) => count > 0)
            .map(({ group, count }) => ({ key: group, label: widgetText(`groups.${group}`), value: count, severity: CONTRACT_SUMMARY_SEVERITY[group] })),
        },
      ],
    });
  }
  return { blocks, action: { route: '/datenweitergaben', label: widgetText('widget.all') } };
}

export const dashboardWidgetRoutes = dashboardWidgetRoute<DwTenantTables>({
  endpoint: DW_ENDPOINTS.dashboardWidget,
  load: async ({ db }) => {
    const due = await dwWiedervorlage(db);
    const overdue = await dwOverdue(db);
    const totals = await dwSummaryTotals(db);
    return dwWidgetContent(due, overdue, totals, bilingualNames(await loadDwReferenceRows(db, 'vertragsstatus')));
  },
});
