import { DSFA_KRITERIEN, SDM_PROZESSSCHRITTE, type VvtReferenceKey } from '@vws/shared/contract/vvt';
import type { Bilingual } from '../../../platform/module-hooks';
import { bilingual, text, type Language } from '../../../platform/texts';
import { REFERENCE_ROWS } from '../migrations/reference-rows';

/**
 * The columns of a level's sheet in the register export: every field of the record (spec §3
 * "VVT record"), references as names, selections as names, the description of each of the four
 * process steps, the DPIA screening (each of the nine criteria with its note, and the count), the BCM
 * downtime in hours and in its largest whole unit, the assignees and the editor. The cells of the
 * SDM cube are the cube sheet's rows. Headers are the VVT screen's field labels (`vvt:fields.*`,
 * the DPIA criteria of `vvt:dpia.kriterium.*`), what only the export says `server:export.columns.*`.
 */
export type ColumnKind = 'text' | 'flag' | 'nullableFlag' | 'selection' | 'number' | 'date' | { ref: VvtReferenceKey };

export interface RecordColumn {
  key: string;
  header: Bilingual;
  kind: ColumnKind;
  width?: number;
}

/** A column headed by the text `textKey`: the VVT screen's field label where it has one. */
const c = (key: string, textKey: string, kind: ColumnKind = 'text', width?: number): RecordColumn => ({ key, header: bilingual(textKey), kind, width });
/** A column whose header is made per language (it names a reference row or another text). */
const per = (key: string, header: (language: Language) => string, kind: ColumnKind, width?: number): RecordColumn => ({
  key,
  header: { de: header('de'), en: header('en') },
  kind,
  width,
});
const field = (key: string, kind: ColumnKind = 'text', width?: number) => c(key, `vvt:fields.${key}`, kind, width);

/** The column of a process step's description (vvt_prozessschritte.Beschreibung), filled by the level sheet. */
export const stepColumnKey = (schritt: number) => `prozessschritt_${schritt}_beschreibung`;
const stepName = (schritt: number) => REFERENCE_ROWS.sdm_cube_prozessschritte.find((r) => r.ID === schritt)!;
const criterion = (language: Language, index: number) => text(language, 'server:export.columns.criterionNumber', { number: index + 1 });

export const RECORD_COLUMNS: RecordColumn[] = [
  c('ID', 'server:export.columns.id', 'number', 8),
  field('Nummer', 'text', 12),
  field('Gruppe', 'text', 18),
  field('Name', 'text', 40),
  c('ID_Status', 'vvt:fields.ID_Status', { ref: 'verarbeitungen_status' }, 18),
  field('Sortierung', 'number', 10),
  field('Zweck', 'text', 50),
  field('Verantwortlich_Name', 'text', 22),
  field('Verantwortlich_Abteilung', 'text', 20),
  field('schadenspotenzial', { ref: 'vvt_schadenspotenzial' }),
  c('eingriffsintensitaet', 'server:export.columns.eingriffsintensitaet', 'number'),
  field('joint_control', 'flag'),
  field('avv', 'flag'),
  field('rechtsgrundlage', 'text', 40),
  field('ist_berechtigtes_interesse', 'flag'),
  field('speicherort', 'selection', 30),
  field('personengruppen', 'selection', 30),
  field('datenkategorien', 'selection', 40),
  field('datenweitergabe_intern', 'flag'),
  field('datenweitergabe_extern', 'flag'),
  field('datenweitergabe_ausserhalb_eu', 'flag'),
  field('aufbewahrungsfristen', 'text', 40),
  field('datensicherheit_tom', 'text', 50),
  field('schaden_risiko', 'text', 40),
  field('notwendige_massnahmen', 'text', 40),
  field('bemerkungen', 'text', 40),
  // The step names are the reference rows' (data of the migration), as the register shows them.
  ...SDM_PROZESSSCHRITTE.map((s) =>
    per(
      stepColumnKey(s),
      (language) => text(language, 'server:export.columns.stepDescription', { step: s, name: language === 'de' ? stepName(s).Name_de : stepName(s).Name_en }),
      'text',
      40,
    ),
  ),
  ...DSFA_KRITERIEN.flatMap((k, i) => [
    per(
      `dsfa_k_${k}`,
      (language) => text(language, 'server:export.columns.dsfaCriterion', { number: i + 1, criterion: text(language, `vvt:dpia.kriterium.${k}`) }),
      'flag',
      14,
    ),
    per(`dsfa_k_${k}_notiz`, (language) => text(language, 'vvt:dpia.noteFor', { criterion: criterion(language, i) }), 'text', 30),
  ]),
  c('dsfaKriterienAnzahl', 'server:export.columns.dsfaKriterienAnzahl', 'number'),
  field('dsfa_erforderlich', 'nullableFlag'),
  field('dsfa_begruendung_abweichung', 'text', 40),
  field('dsfa_systematische_beschreibung', 'text', 40),
  field('dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit', 'text', 40),
  field('dsfa_bewertung_risiken', 'text', 40),
  field('dsfa_geplante_abhilfe', 'text', 40),
  field('dsfa_standpunkt_betroffene', 'text', 40),
  field('dsfa_stellungnahme_dsb', 'text', 40),
  field('dsfa_ergebnis', 'text', 40),
  field('bi_begruendung', 'text', 40),
  field('bi_mildere_moeglichkeiten', 'text', 40),
  field('bi_begruendung_verarbeitung_absehbar', 'text', 40),
  field('bi_berechtigte_interessen_betroffener', 'text', 40),
  field('bi_ergebnis', 'text', 40),
  field('bcm_relevant', 'flag'),
  field('bcm_kritikalitaet', { ref: 'vvt_bcm_kritikalitaeten' }),
  field('bcm_prioritaet_wiederanlauf', { ref: 'vvt_bcm_prioritaeten_wiederanlauf' }),
  field('bcm_auswirkung', 'text', 40),
  c('bcm_max_ausfallzeit_stunden', 'server:export.columns.downtimeHours', 'number'),
  field('bcm_max_ausfallzeit'),
  c('zugewiesen', 'vvt:assign.label', 'text', 30),
  c('joint_control_partner', 'vvt:register.jointControllers', 'text', 30),
  c('isBereitZurPruefungDSB', 'vvt:review.label', 'flag'),
  c('PruefungDSB_angefordert_am', 'server:export.columns.reviewRequested', 'date'),
  c('PruefungDSB_zurueckgegeben_am', 'server:export.columns.reviewReturned', 'date'),
  c('Version', 'server:export.columns.version', 'number', 8),
  c('Erstelldatum', 'vvt:fullReport.created', 'date'),
  c('Bearbeitungsdatum', 'vvt:fullReport.lastEdited', 'date'),
  c('Bearbeiter', 'server:export.columns.editedBy'),
];
