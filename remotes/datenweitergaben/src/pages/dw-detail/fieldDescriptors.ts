import type { FieldDescriptor } from '@vws/shared/form';
import type { DwForm } from './formModel';

type Fields = readonly FieldDescriptor<keyof DwForm & string>[];

/** spec §3 "Data transfer": the recipient. */
export const RECIPIENT_FIELDS: Fields = [
  { key: 'Firma_Empfaenger', label: 'fields.Firma_Empfaenger', widget: 'text', required: true, cols: 9 },
  { key: 'Gruppe', label: 'fields.Gruppe', widget: 'text', cols: 3 },
  { key: 'Strasse_Hausnummer', label: 'fields.Strasse_Hausnummer', widget: 'text', cols: 6 },
  { key: 'PLZ', label: 'fields.PLZ', widget: 'text', cols: 3 },
  { key: 'Ort', label: 'fields.Ort', widget: 'text', cols: 3 },
  { key: 'Land_Code', id: 'Land', label: 'fields.Land', widget: 'select', filter: true, hint: 'detail.landHint', cols: 6 },
  { key: 'Ansprechpartner_intern', label: 'fields.Ansprechpartner_intern', widget: 'text', cols: 6 },
];

/** The contract: subject, status, numbers, links (checked as URLs, spec §5) and dates (DD.MM.YYYY with a calendar). */
export const CONTRACT_FIELDS: Fields = [
  { key: 'Vertragsgegenstand', label: 'fields.Vertragsgegenstand', widget: 'textarea', rows: 2 },
  { key: 'ID_Vertragsstatus', label: 'fields.ID_Vertragsstatus', widget: 'select', cols: 6 },
  { key: 'Kundennummer', label: 'fields.Kundennummer', widget: 'text', cols: 3 },
  { key: 'Vertragsnummer', label: 'fields.Vertragsnummer', widget: 'text', cols: 3 },
  { key: 'Vertrag_Link', label: 'fields.Vertrag_Link', widget: 'url', cols: 6 },
  { key: 'Protokoll_Link', label: 'fields.Protokoll_Link', widget: 'url', cols: 6 },
  { key: 'Unterzeichnungsdatum', label: 'fields.Unterzeichnungsdatum', widget: 'date', cols: 3 },
  { key: 'Vertragsende', label: 'fields.Vertragsende', widget: 'date', cols: 3 },
  { key: 'Wiedervorlagedatum', label: 'fields.Wiedervorlagedatum', widget: 'date', cols: 3 },
  { key: 'Letzte_Pruefung', label: 'fields.Letzte_Pruefung', widget: 'date', cols: 3 },
  { key: 'Notwendige_Massnahmen', label: 'fields.Notwendige_Massnahmen', widget: 'textarea', rows: 3 },
];

export const THIRD_COUNTRY_SWITCH: Fields = [{ key: 'isDatenweitergabe_ausserhalb_EU', label: 'fields.isDatenweitergabe_ausserhalb_EU', widget: 'switch' }];

/** Outside the EU: the third-country legal basis and the transfer impact assessment (DTFA). */
export const THIRD_COUNTRY_FIELDS: Fields = [
  { key: 'ID_Rechtsgrundlage_ausserhalb_EU', label: 'fields.ID_Rechtsgrundlage_ausserhalb_EU', widget: 'select', cols: 6 },
  { key: 'DTFA_Durchgefuehrt', label: 'fields.DTFA_Durchgefuehrt', widget: 'switch', cols: 3 },
  { key: 'DTFA_Datum', label: 'fields.DTFA_Datum', widget: 'date', cols: 3 },
  { key: 'DTFA_Rechtslage_Drittland', label: 'fields.DTFA_Rechtslage_Drittland', widget: 'textarea', rows: 3 },
  { key: 'DTFA_Ergaenzende_Massnahmen', label: 'fields.DTFA_Ergaenzende_Massnahmen', widget: 'textarea', rows: 3 },
  { key: 'DTFA_Ergebnis', label: 'fields.DTFA_Ergebnis', widget: 'textarea', rows: 2 },
];
