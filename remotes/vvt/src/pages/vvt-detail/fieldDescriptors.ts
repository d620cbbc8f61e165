import type { FieldDescriptor } from '@vws/shared/form';
import type { VerarbeitungFields } from '@vws/shared/contract/vvt';

type Key = keyof VerarbeitungFields;
type Fields = readonly FieldDescriptor<Key>[];
const WP = 'VWS_VVTProzesse_WriteProtectedFields' as const;

/** The core fields above the tabs (spec §3 "Core"); the status is the DPO's (write-protected). */
export const CORE_FIELDS: Fields = [
  { key: 'Nummer', label: 'fields.Nummer', widget: 'text', required: true, cols: 3 },
  { key: 'Gruppe', label: 'fields.Gruppe', widget: 'text', cols: 3 },
  { key: 'SDM_Ebene_Nr', label: 'fields.SDM_Ebene_Nr', widget: 'select', help: 'levels', cols: 3 },
  { key: 'Sortierung', label: 'fields.Sortierung', widget: 'number', cols: 3 },
  { key: 'Name', label: 'fields.Name', widget: 'text', required: true, cols: 9 },
  { key: 'ID_Status', label: 'fields.ID_Status', widget: 'select', writePermission: WP, cols: 3 },
  { key: 'Zweck', label: 'fields.Zweck', widget: 'textarea', help: 'purpose', rows: 2 },
  { key: 'Verantwortlich_Name', label: 'fields.Verantwortlich_Name', widget: 'text', cols: 6 },
  { key: 'Verantwortlich_Abteilung', label: 'fields.Verantwortlich_Abteilung', widget: 'text', cols: 6 },
];

/** Legal basis and assessment (spec §3 "Legal and data"). */
export const LEGAL_FIELDS: Fields = [
  { key: 'rechtsgrundlage', label: 'fields.rechtsgrundlage', widget: 'textarea', help: 'legalBases', rows: 2 },
  { key: 'schadenspotenzial', label: 'fields.schadenspotenzial', widget: 'select', help: 'riskAndDamage', cols: 6 },
  { key: 'eingriffsintensitaet', label: 'fields.eingriffsintensitaet', widget: 'select', help: 'interventionIntensity', cols: 6 },
  { key: 'joint_control', label: 'fields.joint_control', widget: 'switch', cols: 4 },
  { key: 'avv', label: 'fields.avv', widget: 'switch', cols: 4 },
  { key: 'ist_berechtigtes_interesse', label: 'fields.ist_berechtigtes_interesse', widget: 'switch', help: 'legitimateInterest', cols: 4 },
];

/** The joint controllers by name (Art. 26 GDPR), shown with joint control: named per record in the Art. 30 register (issue 23). */
export const JOINT_CONTROL_FIELDS: Fields = [
  { key: 'joint_control_partner', label: 'register.jointControllers', widget: 'textarea', rows: 2, hint: 'detail.jointControllersHint' },
];

/** spec §3 "Data transfers": the three switches. */
export const TRANSFER_FIELDS: Fields = [
  { key: 'datenweitergabe_intern', label: 'fields.datenweitergabe_intern', widget: 'switch', cols: 4 },
  { key: 'datenweitergabe_extern', label: 'fields.datenweitergabe_extern', widget: 'switch', cols: 4 },
  { key: 'datenweitergabe_ausserhalb_eu', label: 'fields.datenweitergabe_ausserhalb_eu', widget: 'switch', cols: 4 },
];

/** spec §3 "Other" (the retention field has its own control with the suggestions). */
export const OTHER_FIELDS: Fields = [
  { key: 'datensicherheit_tom', label: 'fields.datensicherheit_tom', widget: 'textarea', help: 'tom', rows: 3 },
  { key: 'schaden_risiko', label: 'fields.schaden_risiko', widget: 'textarea', help: 'riskAndDamage', rows: 3 },
  { key: 'notwendige_massnahmen', label: 'fields.notwendige_massnahmen', widget: 'textarea', rows: 3 },
  { key: 'bemerkungen', label: 'fields.bemerkungen', widget: 'textarea', rows: 3 },
];

/** The DPIA tab (spec §3 "DSFA"); the DPO's statement and the result are write-protected. */
export const DPIA_FIELDS: Fields = [
  { key: 'dsfa_systematische_beschreibung', label: 'fields.dsfa_systematische_beschreibung', widget: 'textarea', rows: 4 },
  {
    key: 'dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit',
    id: 'dsfa_bewertung_notwendigkeit',
    label: 'fields.dsfa_bewertung_notwendigkeit',
    widget: 'textarea',
    rows: 4,
  },
  { key: 'dsfa_bewertung_risiken', label: 'fields.dsfa_bewertung_risiken', widget: 'textarea', rows: 4 },
  { key: 'dsfa_geplante_abhilfe', label: 'fields.dsfa_geplante_abhilfe', widget: 'textarea', rows: 4 },
  { key: 'dsfa_standpunkt_betroffene', label: 'fields.dsfa_standpunkt_betroffene', widget: 'textarea', rows: 3 },
  { key: 'dsfa_stellungnahme_dsb', label: 'fields.dsfa_stellungnahme_dsb', widget: 'textarea', rows: 3, writePermission: WP },
  { key: 'dsfa_ergebnis', label: 'fields.dsfa_ergebnis', widget: 'textarea', rows: 3, writePermission: WP },
];

/** The legitimate-interest tab (spec §3); the result is write-protected. */
export const BI_FIELDS: Fields = [
  { key: 'bi_begruendung', label: 'fields.bi_begruendung', widget: 'textarea', rows: 4 },
  { key: 'bi_mildere_moeglichkeiten', label: 'fields.bi_mildere_moeglichkeiten', widget: 'textarea', rows: 3 },
  { key: 'bi_begruendung_verarbeitung_absehbar', label: 'fields.bi_begruendung_verarbeitung_absehbar', widget: 'textarea', rows: 3 },
  { key: 'bi_berechtigte_interessen_betroffener', label: 'fields.bi_berechtigte_interessen_betroffener', widget: 'textarea', rows: 3 },
  { key: 'bi_ergebnis', label: 'fields.bi_ergebnis', widget: 'textarea', rows: 3, writePermission: WP },
];

/** The BCM tab (spec §3); the maximum downtime has its own control (weeks, days, hours). */
export const BCM_FIELDS: Fields = [
  { key: 'bcm_relevant', label: 'fields.bcm_relevant', widget: 'switch', cols: 4 },
  { key: 'bcm_kritikalitaet', label: 'fields.bcm_kritikalitaet', widget: 'select', help: 'bcmCriticality', cols: 4, emptyValue: 0 },
  { key: 'bcm_prioritaet_wiederanlauf', label: 'fields.bcm_prioritaet_wiederanlauf', widget: 'select', help: 'restartPriority', cols: 4, emptyValue: 0 },
  { key: 'bcm_auswirkung', label: 'fields.bcm_auswirkung', widget: 'textarea', rows: 4 },
];
