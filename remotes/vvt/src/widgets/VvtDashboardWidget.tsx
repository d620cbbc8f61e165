import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { CountsChart, LoadingBlock, ROUTES, useCustomerRoute, useHasPermission, type CountsGroup } from '@vws/shared/core';
import { SDM_EBENEN, VVT_STATUS_IDS } from '@vws/shared/contract/vvt-constants';
import { useVvtSummaryTotalsQuery } from '../api';
import { useVvtReferences } from '../components/useReferences';
import { statusSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import manifest from '../manifest';

/** VVT overview on /customer: records per level and status as a chart, pending reviews, my assigned records. */
export function VvtDashboardWidget() {
  const canView = useHasPermission(manifest.dashboardWidget?.permission ?? 'VWS_VVTProzesse_View');
  if (!canView) return null;
  return <WidgetBody />;
}

function WidgetBody() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const canReview = useHasPermission('VWS_VVTProzesse_View');
  const canBeAssigned = useHasPermission('VWS_VVTProzesse_AssignableToProcesses');
  // Totals counted by the server: the widget does not download the register.
  const { data, isLoading } = useVvtSummaryTotalsQuery();
  const perLevel = useMemo(
    () =>
      SDM_EBENEN.map((ebene) => {
        const rows = (data?.totals ?? []).filter((r) => r.SDM_Ebene_Nr === ebene);
        return { ebene, total: rows.reduce((sum, r) => sum + r.Anzahl, 0), byStatus: new Map(rows.map((r) => [r.ID_Status, r.Anzahl])) };
      }),
    [data],
  );

  const groups = useMemo<CountsGroup[]>(
    () =>
      perLevel.map(({ ebene, byStatus }) => ({
        label: refs.label('vvt_ebenen', ebene),
        segments: VVT_STATUS_IDS.filter((id) => byStatus.get(id)).map((id) => ({
          key: id,
          label: refs.label('verarbeitungen_status', id),
          value: byStatus.get(id) ?? 0,
          severity: statusSeverity(id),
        })),
      })),
    [perLevel, refs],
  );

  return (
    <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('widget.title')}</h2>} data-testid="vvt-dashboard-widget">
      {isLoading && <LoadingBlock />}
      {data && (
        <>
          <CountsChart caption={t('widget.caption')} groupHeader={t('fields.SDM_Ebene_Nr')} groups={groups} testId="vvt-widget-chart" />
          <ul className="list-none p-0 mt-3 mb-0 flex flex-column gap-2">
            {perLevel.map(({ ebene, total }) => (
              <li key={ebene}>
                <Link to={link(ROUTES.vvt.list, { ebenenr: ebene })}>{t('widget.level', { level: refs.label('vvt_ebenen', ebene), count: total })}</Link>
              </li>
            ))}
            {canReview && (
              <li>
                <Link to={link(ROUTES.vvt.pendingDsbReview)}>{t('widget.pendingReview', { count: data.zurPruefungDSB })}</Link>
              </li>
            )}
            {canBeAssigned && (
              <li>
                <Link to={link(ROUTES.vvt.assignedToPo)}>{t('widget.assigned', { count: data.zugeordnet })}</Link>
              </li>
            )}
          </ul>
        </>
      )}
    </Card>
  );
}
