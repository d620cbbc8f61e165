import { DSFA_KRITERIEN, SDM_PROZESSSCHRITTE, type VvtReferenceKey } from '@vws/shared/contract/vvt';
import type { Bilingual } from '../../../platform/module-hooks';
import { REFERENCE_ROWS } from '../migrations/reference-rows';
import { KRITERIUM_LABELS } from './labels';

/**
 * The columns of a level's sheet in the register export: every field of the record (spec §3
 * "VVT record"), references as names, selections as names, the description of each of the four
 * process steps, the DPIA screening (each of the nine criteria with its note, and the count), the BCM
 * downtime in hours and in its largest whole unit, the assignees and the editor. The cells of the
 * SDM cube are the cube sheet's rows.
 */
export type ColumnKind = 'text' | 'flag' | 'nullableFlag' | 'selection' | 'number' | 'date' | { ref: VvtReferenceKey };

export interface RecordColumn {
  key: string;
  header: Bilingual;
  kind: ColumnKind;
  width?: number;
}

const c = (key: string, de: string, en: string, kind: ColumnKind = 'text', width?: number): RecordColumn => ({ key, header: { de, en }, kind, width });

/** The column of a process step's description (vvt_prozessschritte.Beschreibung), filled by the level sheet. */
export const stepColumnKey = (schritt: number) => `prozessschritt_${schritt}_beschreibung`;
const stepName = (schritt: number) => REFERENCE_ROWS.sdm_cube_prozessschritte.find((r) => r.ID === schritt)!;

export const RECORD_COLUMNS: RecordColumn[] = [
  c('ID', 'ID', 'ID', 'number', 8),
  c('Nummer', 'Nummer', 'Number', 'text', 12),
  c('Gruppe', 'Gruppe', 'Group', 'text', 18),
  c('Name', 'Name', 'Name', 'text', 40),
  c('ID_Status', 'Status', 'Status', { ref: 'verarbeitungen_status' }, 18),
  c('Sortierung', 'Sortierung', 'Sort order', 'number', 10),
  c('Zweck', 'Zweck', 'Purpose', 'text', 50),
  c('Verantwortlich_Name', 'Verantwortlich', 'Process owner', 'text', 22),
  c('Verantwortlich_Abteilung', 'Abteilung', 'Department', 'text', 20),
  c('schadenspotenzial', 'Schadenspotenzial', 'Damage potential', { ref: 'vvt_schadenspotenzial' }),
  c('eingriffsintensitaet', 'Eingriffsintensität (1 gering – 3 hoch)', 'Interference intensity (1 low – 3 high)', 'number'),
  c('joint_control', 'Gemeinsame Verantwortung', 'Joint control', 'flag'),
  c('avv', 'Auftragsverarbeitung', 'Data processing agreement', 'flag'),
  c('rechtsgrundlage', 'Rechtsgrundlage', 'Legal basis', 'text', 40),
  c('ist_berechtigtes_interesse', 'Berechtigtes Interesse', 'Legitimate interest', 'flag'),
  c('speicherort', 'Speicherorte', 'Storage locations', 'selection', 30),
  c('personengruppen', 'Personengruppen', 'Groups of people', 'selection', 30),
  c('datenkategorien', 'Datenkategorien', 'Data categories', 'selection', 40),
  c('datenweitergabe_intern', 'Weitergabe intern', 'Internal transfer', 'flag'),
  c('datenweitergabe_extern', 'Weitergabe extern', 'External transfer', 'flag'),
  c('datenweitergabe_ausserhalb_eu', 'Weitergabe außerhalb der EU', 'Transfer outside the EU', 'flag'),
  c('aufbewahrungsfristen', 'Aufbewahrungsfristen', 'Retention periods', 'text', 40),
  c('datensicherheit_tom', 'Datensicherheit (TOM)', 'Security measures (TOM)', 'text', 50),
  c('schaden_risiko', 'Schaden und Risiko', 'Damage and risk', 'text', 40),
  c('notwendige_massnahmen', 'Notwendige Maßnahmen', 'Necessary measures', 'text', 40),
  c('bemerkungen', 'Bemerkungen', 'Remarks', 'text', 40),
  ...SDM_PROZESSSCHRITTE.map((s) => c(stepColumnKey(s), `Prozessschritt ${s} (${stepName(s).Name_de}): Beschreibung`, `Process step ${s} (${stepName(s).Name_en}): description`, 'text', 40)),
  ...DSFA_KRITERIEN.flatMap((k, i) => {
    const label = KRITERIUM_LABELS[k]!;
    return [
      c(`dsfa_k_${k}`, `DSFA-Kriterium ${i + 1}: ${label.de}`, `DPIA criterion ${i + 1}: ${label.en}`, 'flag', 14),
      c(`dsfa_k_${k}_notiz`, `Notiz zu Kriterium ${i + 1}`, `Note on criterion ${i + 1}`, 'text', 30),
    ];
  }),
  c('dsfaKriterienAnzahl', 'Erfüllte DSFA-Kriterien', 'DPIA criteria met', 'number'),
  c('dsfa_erforderlich', 'DSFA erforderlich', 'DPIA required', 'nullableFlag'),
  c('dsfa_begruendung_abweichung', 'Begründung der DSFA trotz weniger Kriterien', 'Reason for a DPIA despite few criteria', 'text', 40),
  c('dsfa_systematische_beschreibung', 'DSFA: Systematische Beschreibung', 'DPIA: systematic description', 'text', 40),
  c('dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit', 'DSFA: Notwendigkeit und Verhältnismäßigkeit', 'DPIA: necessity and proportionality', 'text', 40),
  c('dsfa_bewertung_risiken', 'DSFA: Risiken', 'DPIA: risks', 'text', 40),
  c('dsfa_geplante_abhilfe', 'DSFA: Geplante Abhilfemaßnahmen', 'DPIA: planned remedies', 'text', 40),
  c('dsfa_standpunkt_betroffene', 'DSFA: Standpunkt der Betroffenen', 'DPIA: view of the data subjects', 'text', 40),
  c('dsfa_stellungnahme_dsb', 'DSFA: Stellungnahme des DSB', "DPIA: DPO's statement", 'text', 40),
  c('dsfa_ergebnis', 'DSFA: Ergebnis', 'DPIA: result', 'text', 40),
  c('bi_begruendung', 'BI: Zweck und Interesse', 'LI: purpose and interest', 'text', 40),
  c('bi_mildere_moeglichkeiten', 'BI: Mildere Mittel', 'LI: milder means', 'text', 40),
  c('bi_begruendung_verarbeitung_absehbar', 'BI: Vernünftige Erwartungen', 'LI: reasonable expectations', 'text', 40),
  c('bi_berechtigte_interessen_betroffener', 'BI: Interessen der Betroffenen', 'LI: interests of the data subjects', 'text', 40),
  c('bi_ergebnis', 'BI: Ergebnis', 'LI: result', 'text', 40),
  c('bcm_relevant', 'BCM-relevant', 'BCM relevant', 'flag'),
  c('bcm_kritikalitaet', 'Kritikalität', 'Criticality', { ref: 'vvt_bcm_kritikalitaeten' }),
  c('bcm_prioritaet_wiederanlauf', 'Priorität Wiederanlauf', 'Restart priority', { ref: 'vvt_bcm_prioritaeten_wiederanlauf' }),
  c('bcm_auswirkung', 'Auswirkung eines Ausfalls', 'Impact of an outage', 'text', 40),
  c('bcm_max_ausfallzeit_stunden', 'Max. Ausfallzeit (Stunden)', 'Max. downtime (hours)', 'number'),
  c('bcm_max_ausfallzeit', 'Max. Ausfallzeit', 'Max. downtime', 'text'),
  c('zugewiesen', 'Zugewiesen an', 'Assigned to', 'text', 30),
  c('isBereitZurPruefungDSB', 'Bereit zur Prüfung durch den DSB', 'Ready for DPO review', 'flag'),
  c('Version', 'Version', 'Version', 'number', 8),
  c('Erstelldatum', 'Erstellt am', 'Created', 'date'),
  c('Bearbeitungsdatum', 'Bearbeitet am', 'Last edited', 'date'),
  c('Bearbeiter', 'Bearbeitet von', 'Edited by'),
];
