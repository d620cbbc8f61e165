import type { FieldErrors, Resolver } from 'react-hook-form';
import { anfrageFieldsSchema, type AnfrageAddBody, type AnfrageDetail, type AnfrageFields } from '@vws/shared/contract/betroffenenanfragen';

/** Optional days are '' in the form (an empty calendar) and null on the wire. */
const OPTIONAL_DAYS = ['Verlaengerung_mitgeteilt_am', 'Beantwortet_am'] as const;
type OptionalDay = (typeof OPTIONAL_DAYS)[number];
export type AnfrageForm = Omit<AnfrageFields, OptionalDay> & Record<OptionalDay, string>;

const FIELD_KEYS = Object.keys(anfrageFieldsSchema.shape) as (keyof AnfrageFields)[];

export function toFields(values: AnfrageForm): AnfrageFields {
  const picked = Object.fromEntries(FIELD_KEYS.map((key) => [key, values[key as keyof AnfrageForm]])) as Record<string, unknown>;
  for (const key of OPTIONAL_DAYS) picked[key] = values[key] ? values[key] : null;
  return picked as AnfrageFields;
}

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new request: received today, an access request by e-mail (the most frequent). */
export function emptyForm(): AnfrageForm {
  const defaults = anfrageFieldsSchema.parse({ Antragsteller: '-', Rechte: ['art15'], Eingang_am: localToday() });
  return { ...defaults, Antragsteller: '', Verlaengerung_mitgeteilt_am: '', Beantwortet_am: '', Version: 1 } as AnfrageForm;
}

export function toForm(detail: AnfrageDetail): AnfrageForm {
  const a = detail.anfrage;
  const fields = Object.fromEntries(FIELD_KEYS.map((key) => [key, a[key]])) as Record<string, unknown>;
  for (const key of OPTIONAL_DAYS) fields[key] = a[key] ?? '';
  return fields as AnfrageForm;
}

export const toSaveBody = (values: AnfrageForm): AnfrageAddBody => ({ anfrage: toFields(values) });

/** Validates with the contract's schema, so the form refuses exactly what the server refuses. */
export const anfrageFormResolver: Resolver<AnfrageForm> = (values) => {
  const result = anfrageFieldsSchema.safeParse(toFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<AnfrageForm> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) Object.assign(errors, { [key]: { type: issue.code, message: issue.message } });
  }
  return { values: {}, errors };
};
