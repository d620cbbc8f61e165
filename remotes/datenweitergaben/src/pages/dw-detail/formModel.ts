import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  datenweitergabeFieldsSchema,
  NEW_DATENWEITERGABE_STATUS,
  NEW_DATENWEITERGABE_VERSION,
  pruefpunkteOf,
  type DatenweitergabeAddBody,
  type DatenweitergabeDetail,
  type DatenweitergabeFields,
  type Pruefpunkt,
} from '@vws/shared/contract/datenweitergaben';

/** Dates are '' in the form (an empty calendar) and null on the wire. */
type DateKey = 'Vertragsende' | 'Unterzeichnungsdatum' | 'Wiedervorlagedatum' | 'Letzte_Pruefung' | 'DTFA_Datum';
const DATE_KEYS: readonly DateKey[] = ['Vertragsende', 'Unterzeichnungsdatum', 'Wiedervorlagedatum', 'Letzte_Pruefung', 'DTFA_Datum'];
export type DwForm = Omit<DatenweitergabeFields, DateKey> & Record<DateKey, string> & { checks: Pruefpunkt[] };

const FIELD_KEYS = Object.keys(datenweitergabeFieldsSchema.shape) as (keyof DatenweitergabeFields)[];

/** The checkpoints of a legal basis in their order, stored values where there are some. */
export function checksOf(basis: number | null, stored: readonly Pruefpunkt[]): Pruefpunkt[] {
  if (!basis) return [];
  return pruefpunkteOf(basis).map(
    (Schluessel) =>
      stored.find((p) => p.ID_Rechtsgrundlage === basis && p.Schluessel === Schluessel) ?? {
        ID_Rechtsgrundlage: basis,
        Schluessel,
        Erfuellt: false,
        Bemerkung: '',
      },
  );
}

export function toFields(values: DwForm): DatenweitergabeFields {
  const picked = Object.fromEntries(FIELD_KEYS.map((key) => [key, values[key as keyof DwForm]])) as Record<string, unknown>;
  for (const key of DATE_KEYS) picked[key] = values[key] ? values[key] : null;
  return picked as DatenweitergabeFields;
}

/** A new transfer: the contract's defaults, status 0, Version 1. */
export function emptyForm(): DwForm {
  const defaults = datenweitergabeFieldsSchema.parse({ Firma_Empfaenger: '-' });
  return {
    ...defaults,
    ...Object.fromEntries(DATE_KEYS.map((key) => [key, ''])),
    Firma_Empfaenger: '',
    ID_Vertragsstatus: NEW_DATENWEITERGABE_STATUS,
    Version: NEW_DATENWEITERGABE_VERSION,
    checks: [],
  } as DwForm;
}

export function toForm(detail: DatenweitergabeDetail): DwForm {
  const d = detail.datenweitergabe;
  const fields = Object.fromEntries(FIELD_KEYS.map((key) => [key, d[key]])) as Record<string, unknown>;
  for (const key of DATE_KEYS) fields[key] = d[key] ?? '';
  return { ...(fields as DwForm), checks: checksOf(d.ID_Rechtsgrundlage, detail.pruefpunkte) };
}

export function toSaveBody(values: DwForm): DatenweitergabeAddBody {
  return {
    datenweitergabe: toFields(values),
    pruefpunkte: values.ID_Rechtsgrundlage ? values.checks.filter((c) => c.ID_Rechtsgrundlage === values.ID_Rechtsgrundlage) : [],
  };
}

/** Validates with the contract's schema, so the form refuses exactly what the server refuses. */
export const dwFormResolver: Resolver<DwForm> = (values) => {
  const result = datenweitergabeFieldsSchema.safeParse(toFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<DwForm> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) Object.assign(errors, { [key]: { type: issue.code, message: issue.message } });
  }
  return { values: {}, errors };
};
