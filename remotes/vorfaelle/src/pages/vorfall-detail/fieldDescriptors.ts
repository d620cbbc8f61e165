import type { FieldDescriptor } from '@vws/shared/form';
import type { VorfallForm } from './formModel';

type Fields = readonly FieldDescriptor<keyof VorfallForm & string>[];

export const HEAD_FIELDS: Fields = [
  { key: 'Titel', label: 'fields.Titel', widget: 'text', required: true, cols: 9 },
  { key: 'Status', label: 'fields.Status', widget: 'select', cols: 3 },
];

/** Art. 33(3)(a): the nature of the breach, categories and approximate numbers of data subjects and records. */
export const NATURE_FIELDS: Fields = [
  { key: 'Verletzungsarten', label: 'fields.Verletzungsarten', widget: 'multiselect' },
  { key: 'Beschreibung', label: 'fields.Beschreibung', widget: 'textarea', rows: 3 },
  { key: 'Kategorien_Betroffene', label: 'fields.Kategorien_Betroffene', widget: 'textarea', rows: 2, cols: 9 },
  { key: 'Anzahl_Betroffene', label: 'fields.Anzahl_Betroffene', widget: 'number', cols: 3 },
  { key: 'Kategorien_Datensaetze', label: 'fields.Kategorien_Datensaetze', widget: 'textarea', rows: 2, cols: 9 },
  { key: 'Anzahl_Datensaetze', label: 'fields.Anzahl_Datensaetze', widget: 'number', cols: 3 },
];

/** Art. 33(3)(b) to (d): contact point, likely consequences, measures taken and proposed. */
export const CONSEQUENCE_FIELDS: Fields = [
  { key: 'Folgen', label: 'fields.Folgen', widget: 'textarea', rows: 2 },
  { key: 'Massnahmen_ergriffen', label: 'fields.Massnahmen_ergriffen', widget: 'textarea', rows: 2, cols: 6 },
  { key: 'Massnahmen_vorgeschlagen', label: 'fields.Massnahmen_vorgeschlagen', widget: 'textarea', rows: 2, cols: 6 },
  { key: 'Kontakt', label: 'fields.Kontakt', widget: 'textarea', rows: 2 },
];

export const RISK_FIELDS: Fields = [
  { key: 'Risiko', label: 'fields.Risiko', widget: 'select', cols: 4 },
  { key: 'Risiko_Begruendung', label: 'fields.Risiko_Begruendung', widget: 'textarea', rows: 2 },
];

export const AUTHORITY_FIELDS: Fields = [
  { key: 'Behoerde', label: 'fields.Behoerde', widget: 'text', cols: 6 },
  { key: 'Aktenzeichen_Behoerde', label: 'fields.Aktenzeichen_Behoerde', widget: 'text', cols: 6 },
];

export const LATE_FIELDS: Fields = [{ key: 'Verspaetung_Gruende', label: 'fields.Verspaetung_Gruende', widget: 'textarea', rows: 2, required: true }];

export const SUBJECT_FIELDS: Fields = [
  { key: 'Benachrichtigung_Betroffene_Art', label: 'fields.Benachrichtigung_Betroffene_Art', widget: 'textarea', rows: 2 },
  { key: 'Benachrichtigung_Ausnahme', label: 'fields.Benachrichtigung_Ausnahme', widget: 'textarea', rows: 2 },
];

export const RECORD_FIELDS: Fields = [
  { key: 'Verarbeitungen', label: 'fields.Verarbeitungen', widget: 'multiselect', filter: true, hint: 'detail.recordsHint' },
];
