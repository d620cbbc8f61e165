import type { FieldErrors, Resolver } from 'react-hook-form';
import { vorfallFieldsSchema, type VorfallAddBody, type VorfallDetail, type VorfallFields } from '@vws/shared/contract/vorfaelle';

/** The instants are '' in the form (an empty calendar) and null on the wire. */
export const INSTANT_KEYS = ['Eingetreten_am', 'Entdeckt_am', 'Kenntnis_am', 'Meldung_Behoerde_am', 'Benachrichtigung_Betroffene_am'] as const;
type InstantKey = (typeof INSTANT_KEYS)[number];
export type VorfallForm = Omit<VorfallFields, InstantKey> & Record<InstantKey, string>;

const FIELD_KEYS = Object.keys(vorfallFieldsSchema.shape) as (keyof VorfallFields)[];

export function toFields(values: VorfallForm): VorfallFields {
  const picked = Object.fromEntries(FIELD_KEYS.map((key) => [key, values[key as keyof VorfallForm]])) as Record<string, unknown>;
  for (const key of INSTANT_KEYS) picked[key] = values[key] ? values[key] : null;
  return picked as VorfallFields;
}

/** A new breach: the contract's defaults, Kenntnis_am now (the deadline runs from the moment one learns of it). */
export function emptyForm(): VorfallForm {
  const defaults = vorfallFieldsSchema.parse({ Titel: '-', Kenntnis_am: new Date().toISOString() });
  return {
    ...defaults,
    Eingetreten_am: '',
    Entdeckt_am: '',
    Meldung_Behoerde_am: '',
    Benachrichtigung_Betroffene_am: '',
    Titel: '',
    Version: 1,
  } as VorfallForm;
}

export function toForm(detail: VorfallDetail): VorfallForm {
  const v = detail.vorfall;
  const fields = Object.fromEntries(FIELD_KEYS.map((key) => [key, v[key]])) as Record<string, unknown>;
  for (const key of INSTANT_KEYS) fields[key] = v[key] ?? '';
  return fields as VorfallForm;
}

export const toSaveBody = (values: VorfallForm): VorfallAddBody => ({ vorfall: toFields(values) });

/** Validates with the contract's schema, so the form refuses exactly what the server refuses. */
export const vorfallFormResolver: Resolver<VorfallForm> = (values) => {
  const result = vorfallFieldsSchema.safeParse(toFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<VorfallForm> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) Object.assign(errors, { [key]: { type: issue.code, message: issue.message } });
  }
  return { values: {}, errors };
};
