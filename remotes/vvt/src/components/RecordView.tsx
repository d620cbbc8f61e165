import type { SdmCubeReportRow, VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../i18n';
import { CubeGrid } from './CubeGrid';
import { BcmSection, DpiaSection, RelationsSection } from './RecordAssessmentSections';
import { CoreDataSection, LegalDataSection } from './RecordCoreSections';
import { ReportSection, useValueTexts } from './RecordViewParts';
import { StepCellTexts } from './StepCellTexts';
import type { RefLabel } from './useReferences';

interface Props {
  record: VvtFullReportRecord;
  refLabel: RefLabel;
  assignees?: string;
  cubeRows?: readonly SdmCubeReportRow[];
}

/**
 * The record's fields, section by section, in the order of the detail's tabs (internal report,
 * /verarbeitung-print): every field, the cube as a grid, and per process step its description and
 * the texts of its cells.
 */
export function RecordView({ record, refLabel, assignees, cubeRows }: Props) {
  const { t } = useVvtTranslation();
  const v = record.verarbeitung;
  const { texts } = useValueTexts(v);
  const hasCube = record.sdmCube !== undefined || cubeRows !== undefined;
  const cube =
    cubeRows ??
    (record.sdmCube ?? []).map((c) => ({
      ID_Schutzziel: c.ID_SDM_Cube_Schutzziel,
      ID_Prozessschritt: c.ID_SDM_Cube_Prozessschritt,
      ID_Status: c.ID_SDM_Cube_Status,
      ID_Risikostufe: c.ID_SDM_Cube_Risikostufe,
    }));
  return (
    <div data-testid="vvt-record-view">
      <CoreDataSection record={record} refLabel={refLabel} assignees={assignees} />
      <LegalDataSection record={record} refLabel={refLabel} />
      <ReportSection title={t('detail.sectionOther')}>
        {texts(['aufbewahrungsfristen', 'datensicherheit_tom', 'schaden_risiko', 'notwendige_massnahmen', 'bemerkungen'])}
      </ReportSection>
      {v.SDM_Ebene_Nr === 1 && <DpiaSection record={record} />}
      {v.ist_berechtigtes_interesse && (
        <ReportSection title={t('tabs.legitimateInterest')}>
          {texts([
            'bi_begruendung',
            'bi_mildere_moeglichkeiten',
            'bi_begruendung_verarbeitung_absehbar',
            'bi_berechtigte_interessen_betroffener',
            'bi_ergebnis',
          ])}
        </ReportSection>
      )}
      <BcmSection record={record} refLabel={refLabel} />
      {(record.parents || record.children) && <RelationsSection record={record} />}
      {hasCube && (
        <div className="mt-3">
          <CubeGrid rows={cube} refLabel={refLabel} />
        </div>
      )}
      {(hasCube || record.prozessschritte) && (
        <>
          <h3 className="text-base mb-1 mt-3">{t('fullReport.stepsAndCells')}</h3>
          <StepCellTexts record={record} refLabel={refLabel} />
        </>
      )}
    </div>
  );
}
