import type { FieldDescriptor } from '@vws/shared/form';
import type { AnfrageForm } from './formModel';

type Fields = readonly FieldDescriptor<keyof AnfrageForm & string>[];

/** Who asks for what, when and how it came in, and how the identity was checked. */
export const REQUEST_FIELDS: Fields = [
  { key: 'Antragsteller', label: 'fields.Antragsteller', widget: 'text', required: true, cols: 6 },
  { key: 'Status', label: 'fields.Status', widget: 'select', cols: 3 },
  { key: 'Bearbeiter_intern', label: 'fields.Bearbeiter_intern', widget: 'text', cols: 3 },
  { key: 'Kontakt', label: 'fields.Kontakt', widget: 'textarea', rows: 2 },
  { key: 'Rechte', label: 'fields.Rechte', widget: 'multiselect', required: true, cols: 6 },
  { key: 'Eingang_am', label: 'fields.Eingang_am', widget: 'date', required: true, cols: 3 },
  { key: 'Kanal', label: 'fields.Kanal', widget: 'select', cols: 3 },
  { key: 'Anliegen', label: 'fields.Anliegen', widget: 'textarea', rows: 3 },
  { key: 'Identitaet_geprueft', label: 'fields.Identitaet_geprueft', widget: 'switch', cols: 3 },
  { key: 'Identitaet_Pruefung', label: 'fields.Identitaet_Pruefung', widget: 'textarea', rows: 2, cols: 9 },
];

/** Art. 12(3): extension by up to two further months, with its reasons, communicated to the data subject. */
export const DEADLINE_FIELDS: Fields = [
  { key: 'Verlaengerung_Monate', label: 'fields.Verlaengerung_Monate', widget: 'select', cols: 3 },
  { key: 'Verlaengerung_mitgeteilt_am', label: 'fields.Verlaengerung_mitgeteilt_am', widget: 'date', cols: 3 },
  { key: 'Verlaengerung_Begruendung', label: 'fields.Verlaengerung_Begruendung', widget: 'textarea', rows: 2 },
];

export const ANSWER_FIELDS: Fields = [
  { key: 'Beantwortet_am', label: 'fields.Beantwortet_am', widget: 'date', cols: 3 },
  { key: 'Antwort', label: 'fields.Antwort', widget: 'textarea', rows: 4 },
  { key: 'Ablehnung_Begruendung', label: 'fields.Ablehnung_Begruendung', widget: 'textarea', rows: 2 },
];

export const RECORD_FIELDS: Fields = [
  { key: 'Verarbeitungen', label: 'fields.Verarbeitungen', widget: 'multiselect', filter: true, hint: 'detail.recordsHint' },
];
