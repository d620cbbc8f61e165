import { SDM_EBENEN, VVT_ENDPOINTS, VVT_STATUS_COLORS, VVT_STATUS_IDS, type CompletenessTotals, type VvtSummaryTotals } from '@vws/shared/contract/vvt';
import { widgetText, type Bilingual, type DashboardWidgetContent, type WidgetLink } from '@vws/shared/contract/dashboard-widget';
import { bilingualNames, dashboardWidgetRoute } from '../../../platform/kit/dashboard-widget';
import { completenessTotals } from '../rules/completeness';
import { viewerOf } from '../queries/access';
import { registerFindings } from '../queries/completeness';
import { loadReferenceRows, loadSummaryTotals } from '../queries/reports';
import type { VvtTenantTables } from '../tables';

export type ReferenceNames = (id: number) => Bilingual;

/**
 * What the supervisory authority would miss (issue 23): the processing activities with missing
 * Art. 30 items and those with contradictions, each a link to the level-1 list filtered to them.
 */
function completenessLinks(totals: CompletenessTotals): WidgetLink[] {
  return (['missing', 'contradiction'] as const).map((befund) => ({
    route: '/vvt-list/:ebenenr',
    params: { ebenenr: 1 },
    query: { befund },
    label: widgetText(`widget.${befund}`, { count: totals[befund] }),
  }));
}

/**
 * The register's widget on /customer: the records the caller may see per level and status, a link
 * per level, the processing activities with missing items or contradictions, and (as the caller's
 * permissions allow) the records pending DPO review and those assigned to the caller.
 */
export function vvtWidgetContent(
  summary: VvtSummaryTotals,
  names: { level: ReferenceNames; status: ReferenceNames },
  granted: ReadonlySet<string>,
  completeness: CompletenessTotals,
): DashboardWidgetContent {
  const perLevel = SDM_EBENEN.map((ebene) => {
    const rows = summary.totals.filter((row) => row.SDM_Ebene_Nr === ebene);
    return { ebene, total: rows.reduce((sum, row) => sum + row.Anzahl, 0), byStatus: new Map(rows.map((row) => [row.ID_Status, row.Anzahl])) };
  });
  const groups = perLevel.map(({ ebene, byStatus }) => ({
    label: names.level(ebene),
    segments: VVT_STATUS_IDS.filter((id) => byStatus.get(id)).map((id) => ({
      key: id,
      label: names.status(id),
      value: byStatus.get(id) ?? 0,
      severity: VVT_STATUS_COLORS[id],
    })),
  }));
  const links: WidgetLink[] = perLevel.map(({ ebene, total }) => ({
    route: '/vvt-list/:ebenenr',
    params: { ebenenr: ebene },
    label: widgetText('widget.level', { level: names.level(ebene), count: total }),
  }));
  if (granted.has('VWS_VVTProzesse_View')) {
    links.push({ route: '/vvt-list-zur-pruefung-dsb', label: widgetText('widget.pendingReview', { count: summary.zurPruefungDSB }) });
  }
  if (granted.has('VWS_VVTProzesse_AssignableToProcesses')) {
    links.push({ route: '/vvt-list-zugeordnet-po', label: widgetText('widget.assigned', { count: summary.zugeordnet }) });
  }
  return {
    blocks: [
      { type: 'chart', caption: widgetText('widget.caption'), groupHeader: widgetText('fields.SDM_Ebene_Nr'), groups },
      { type: 'links', links },
      { type: 'text', text: widgetText('widget.completenessIntro'), muted: true },
      { type: 'links', links: completenessLinks(completeness) },
    ],
  };
}

export const dashboardWidgetRoutes = dashboardWidgetRoute<VvtTenantTables>({
  endpoint: VVT_ENDPOINTS.dashboardWidget,
  load: async ({ db }, granted, request) => {
    // One after the other: the queries share the request's transaction.
    const viewer = viewerOf(request);
    const summary = await loadSummaryTotals(db, viewer);
    const names = {
      level: bilingualNames(await loadReferenceRows(db, 'vvt_ebenen')),
      status: bilingualNames(await loadReferenceRows(db, 'verarbeitungen_status')),
    };
    const completeness = completenessTotals((await registerFindings(db, viewer, 1)).map((r) => r.findings));
    return vvtWidgetContent(summary, names, granted, completeness);
  },
});
