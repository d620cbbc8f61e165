import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, PrintReportFrame, ROUTES, useCustomerRoute } from '@vws/shared';
import { dsfaKriterienAnzahl, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { useVvtDetailQuery, useVvtRelationsQuery, useVvtSdmCubeReportQuery } from '../../api';
import { RecordView } from '../../components/RecordView';
import { useVvtReferences } from '../../components/useReferences';
import { PhasesView } from '../vvt-full-report/PhasesView';
import { useVvtTranslation } from '../../i18n';
import '../../components/reports.css';

/** /verarbeitung-print?IdVerarbeitung=<id>: one record with all its tabs (steps with their cells, DPIA, legitimate interest, BCM) and its cube. */
export function VvtPrintPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const [params] = useSearchParams();
  const id = Number(params.get('IdVerarbeitung')) || 0;
  const detail = useVvtDetailQuery(id, { skip: id === 0 });
  const relations = useVvtRelationsQuery(id, { skip: id === 0 });
  const cube = useVvtSdmCubeReportQuery(id, { skip: id === 0 });
  const v = detail.data?.verarbeitung;
  const record = useMemo<VvtFullReportRecord | null>(() => {
    if (!detail.data) return null;
    const cells = detail.data.sdmCube.filter((c) => c.ID > 0);
    return {
      verarbeitung: detail.data.verarbeitung,
      sdmCube: cells,
      prozessschritte: detail.data.prozessschritte,
      parents: relations.data?.parents.map((r) => ({ ID: r.ID_Verarbeitung_Parent, SDM_Ebene_Nr: r.Ebene_Nr_Parent, Nummer: r.Nummer, Name: r.Name })) ?? [],
      children: relations.data?.children.map((r) => ({ ID: r.ID_Verarbeitung_Child, SDM_Ebene_Nr: r.Ebene_Nr_Child, Nummer: r.Nummer, Name: r.Name })) ?? [],
      dsfaKriterienAnzahl: dsfaKriterienAnzahl(detail.data.verarbeitung),
      maxRisikostufe: cells.reduce((max, c) => Math.max(max, c.ID_SDM_Cube_Risikostufe), 0),
    };
  }, [detail.data, relations.data]);

  return (
    <PrintReportFrame
      title={v ? `${t('print.title')}: ${v.Nummer} ${v.Name}` : t('print.title')}
      closeTo={v ? link(ROUTES.vvt.detail, { ebenenr: v.SDM_Ebene_Nr }, { IdVerarbeitung: v.ID }) : link(ROUTES.vvt.list, { ebenenr: 1 })}
      className="vvt-print vvt-report"
    >
      {detail.isLoading && <LoadingBlock />}
      {detail.error && <ErrorMessage error={detail.error} onRetry={() => void detail.refetch()} />}
      {record && detail.data && (
        <div data-testid="vvt-print-fields">
          <RecordView record={record} refLabel={refs.label} cubeRows={cube.data} assignees={detail.data.zugewieseneBenutzer.map((u) => `${u.firstname} ${u.lastname}`).join(', ')} />
          <h2 className="text-lg mt-4">{t('print.phases')}</h2>
          <PhasesView record={record} refLabel={refs.label} />
        </div>
      )}
    </PrintReportFrame>
  );
}

export default VvtPrintPage;
