import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { verarbeitung } from '../../testing/fixtures';

/** Test data of the report and print page tests (not a test file itself). */
const cell = (step: number, goal: number, over: Partial<NonNullable<VvtFullReportRecord['sdmCube']>[number]> = {}) => ({
  ID: step * 10 + goal,
  ID_SDM_Cube_Prozessschritt: step,
  ID_SDM_Cube_Schutzziel: goal,
  ID_SDM_Cube_Status: 1,
  ID_SDM_Cube_Risikostufe: 1,
  Antwort: '',
  Risikobeschreibung: '',
  Massnahmen: '',
  Bemerkungen_Nachweise: '',
  ...over,
});

/** A level-1 record of the internal report: two cells with texts, one without, one step described, two recipients. */
export const INTERNAL_RECORD: VvtFullReportRecord = {
  verarbeitung: verarbeitung(1, {
    dsfa_k_ueberwachung: true,
    dsfa_k_ueberwachung_notiz: 'Videoüberwachung des Eingangs',
    dsfa_k_umfang_notiz: 'nur 40 Beschäftigte',
    Sortierung: 10,
  }),
  sdmCube: [
    cell(1, 1, {
      Antwort: 'Erhebung nur beim Betroffenen',
      Risikobeschreibung: 'Zu viele Daten im Formular',
      Massnahmen: 'Pflichtfelder reduziert',
      Bemerkungen_Nachweise: 'Formular V3 vom 01.02.',
      ID_SDM_Cube_Status: 3,
      ID_SDM_Cube_Risikostufe: 2,
    }),
    cell(1, 2),
    cell(3, 6, { Massnahmen: 'Rollenkonzept', ID_SDM_Cube_Risikostufe: 3 }),
  ],
  prozessschritte: [
    { ID: 1, ID_SDM_Cube_Prozessschritt: 1, Beschreibung: 'Papierformular bei der Einstellung' },
    { ID: 2, ID_SDM_Cube_Prozessschritt: 2, Beschreibung: '' },
  ],
  parents: [],
  children: [{ ID: 20, SDM_Ebene_Nr: 2, Nummer: 'A-01', Name: 'SAP HCM' }],
  empfaenger: [
    {
      ID_Datenweitergabe: 5,
      Firma_Empfaenger: 'Lohnbüro Schmitt GmbH',
      Land: 'Deutschland',
      Land_Code: 'DE',
      Gruppe: 'Personal',
      isDatenweitergabe_ausserhalb_EU: false,
      ID_Rechtsgrundlage_ausserhalb_EU: null,
    },
    {
      ID_Datenweitergabe: 6,
      Firma_Empfaenger: 'Salesforce, Inc.',
      Land: 'Vereinigte Staaten',
      Land_Code: 'US',
      Gruppe: 'IT',
      isDatenweitergabe_ausserhalb_EU: true,
      ID_Rechtsgrundlage_ausserhalb_EU: 2,
    },
  ],
  dsfaKriterienAnzahl: 1,
  maxRisikostufe: 3,
};
