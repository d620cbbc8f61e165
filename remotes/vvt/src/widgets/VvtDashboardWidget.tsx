import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { ROUTES, useCustomerRoute, useHasPermission } from '@vws/shared';
import { SDM_EBENEN, VVT_STATUS_IDS } from '@vws/shared/contract/vvt';
import { useVvtSummaryTotalsQuery } from '../api';
import { useVvtReferences } from '../components/useReferences';
import { statusSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import manifest from '../manifest';
import { Badge } from '../components/Badge';

/** VVT overview on /customer: records per level and status, pending reviews, my assigned records. */
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
  const { data } = useVvtSummaryTotalsQuery();
  const perLevel = useMemo(
    () =>
      SDM_EBENEN.map((ebene) => {
        const rows = (data?.totals ?? []).filter((r) => r.SDM_Ebene_Nr === ebene);
        return { ebene, total: rows.reduce((sum, r) => sum + r.Anzahl, 0), byStatus: new Map(rows.map((r) => [r.ID_Status, r.Anzahl])) };
      }),
    [data],
  );

  return (
    <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('widget.title')}</h2>} data-testid="vvt-dashboard-widget">
      {data && (
        <table className="w-full text-sm mb-3" style={{ borderCollapse: 'collapse' }}>
          <caption className="sr-only">{t('widget.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left py-1">{t('fields.SDM_Ebene_Nr')}</th>
              <th scope="col" className="text-right py-1 pr-2">{t('widget.count')}</th>
              <th scope="col" className="text-left py-1">{t('fields.ID_Status')}</th>
            </tr>
          </thead>
          <tbody>
            {perLevel.map(({ ebene, total, byStatus }) => (
              <tr key={ebene} className="border-top-1 surface-border">
                <th scope="row" className="text-left font-normal py-1">
                  <Link to={link(ROUTES.vvt.list, { ebenenr: ebene })}>{refs.label('vvt_ebenen', ebene)}</Link>
                </th>
                <td className="text-right py-1 pr-2">{total}</td>
                <td className="py-1">
                  <span className="flex flex-wrap gap-1">
                    {VVT_STATUS_IDS.filter((id) => byStatus.get(id)).map((id) => (
                      <Badge key={id} severity={statusSeverity(id)} label={`${refs.label('verarbeitungen_status', id)}: ${byStatus.get(id)}`} />
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <ul className="list-none p-0 m-0 flex flex-column gap-2">
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
      )}
    </Card>
  );
}
