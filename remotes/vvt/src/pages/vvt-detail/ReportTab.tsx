import { Link } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { useVvtSdmCubeReportQuery } from '../../api';
import { CubeGrid } from '../../components/CubeGrid';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';
import type { CubePosition } from './cubeNavigation';

/** The record's SDM cube report (GET /vvt/verarbeitung-sdmcube-report), each cell a way into the grid, and the way to its print layout. */
export function ReportTab({ id, refLabel, onCell }: { id: number; refLabel: RefLabel; onCell: (cell: CubePosition) => void }) {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const { data, error, isLoading, refetch } = useVvtSdmCubeReportQuery(id);
  return (
    <div data-testid="vvt-report">
      <div className="flex justify-content-end mb-2">
        <Link to={link(ROUTES.vvt.print, null, { IdVerarbeitung: id })} className="p-button p-button-outlined p-button-sm no-underline">
          <i className="pi pi-print mr-2" aria-hidden />
          {t('report.print')}
        </Link>
      </div>
      {isLoading && <LoadingBlock />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && <CubeGrid rows={data} refLabel={refLabel} onCell={onCell} />}
      <p className="text-sm text-color-secondary">{t('report.savedOnly')}</p>
    </div>
  );
}
