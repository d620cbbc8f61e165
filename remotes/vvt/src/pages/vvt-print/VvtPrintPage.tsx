import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrintReportFrame } from '@vws/shared/print';
import { useVvtDetailQuery } from '../../api';
import { RecordView } from '../../components/RecordView';
import { useVvtReferences } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';
import { useVvtPrintRecordQuery } from './printApi';
import '../../components/reports.css';

/**
 * /verarbeitung-print?IdVerarbeitung=<id>: one record with all its tabs as the internal report
 * prints it (GET /vvt/vvt-report?fullReportType=internal&IdVerarbeitung): every field, recipients,
 * relations, DPIA, legitimate interest, BCM, the cube and per process step its description and
 * cells' texts; the detail adds the assignees.
 */
export function VvtPrintPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const [params] = useSearchParams();
  const id = Number(params.get('IdVerarbeitung')) || 0;
  const detail = useVvtDetailQuery(id, { skip: id === 0 });
  const printed = useVvtPrintRecordQuery(id, { skip: id === 0 });
  const v = detail.data?.verarbeitung;
  const record = printed.data;
  const failed = detail.error ?? printed.error;

  return (
    <PrintReportFrame
      title={v ? `${t('print.title')}: ${v.Nummer} ${v.Name}` : t('print.title')}
      closeTo={v ? link(ROUTES.vvt.detail, { ebenenr: v.SDM_Ebene_Nr }, { IdVerarbeitung: v.ID }) : link(ROUTES.vvt.list, { ebenenr: 1 })}
      className="vvt-print vvt-report"
    >
      {(detail.isLoading || printed.isLoading) && <LoadingBlock />}
      {failed && (
        <ErrorMessage
          error={failed}
          onRetry={() => {
            void detail.refetch();
            void printed.refetch();
          }}
        />
      )}
      {!failed && record === null && <p>{t('detail.notFound')}</p>}
      {!failed && record && detail.data && (
        <div data-testid="vvt-print-fields">
          <RecordView record={record} refLabel={refs.label} assignees={detail.data.zugewieseneBenutzer.map((u) => `${u.firstname} ${u.lastname}`).join(', ')} />
        </div>
      )}
    </PrintReportFrame>
  );
}

export default VvtPrintPage;
