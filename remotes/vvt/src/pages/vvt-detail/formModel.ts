import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  NEW_VERARBEITUNG_STATUS,
  NEW_VERARBEITUNG_VERSION,
  verarbeitungFieldsSchema,
  type Prozessschritt,
  type SdmCubeCell,
  type VerarbeitungAddBody,
  type VerarbeitungDetail,
  type VerarbeitungFields,
} from '@vws/shared/contract/vvt';
import { cubeToSend, fullCube, fullSchritte, schritteToSend } from '../../rules/cube';

/** The detail form: the record's fields, its 28 cube cells (step-major) and its 4 step descriptions. */
export type VvtForm = VerarbeitungFields & { cube: SdmCubeCell[]; schritte: Prozessschritt[] };

const FIELD_KEYS = Object.keys(verarbeitungFieldsSchema.shape) as (keyof VerarbeitungFields)[];

/** Only the record's own fields (the answer also carries isBereitZurPruefungDSB, dates, ...). */
export function pickFields(source: Partial<Record<keyof VerarbeitungFields, unknown>>): VerarbeitungFields {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, source[key]])) as VerarbeitungFields;
}

/** A new record of a level: the contract's defaults, status 0, Version 1 (spec §4). */
export function emptyForm(ebene: number): VvtForm {
  const defaults = verarbeitungFieldsSchema.parse({ SDM_Ebene_Nr: ebene, Nummer: '-', Name: '-' });
  return {
    ...defaults,
    Nummer: '',
    Name: '',
    ID_Status: NEW_VERARBEITUNG_STATUS,
    Version: NEW_VERARBEITUNG_VERSION,
    cube: fullCube([]),
    schritte: fullSchritte([]),
  };
}

export function toForm(detail: VerarbeitungDetail): VvtForm {
  return { ...pickFields(detail.verarbeitung), cube: fullCube(detail.sdmCube), schritte: fullSchritte(detail.prozessschritte) };
}

/** The save body: the record as the contract wants it, changed cells and descriptions flagged IsModified. */
export function toSaveBody(values: VvtForm, before: VvtForm | null): VerarbeitungAddBody {
  return {
    verarbeitung: pickFields(values),
    sdmCube: cubeToSend(values.cube, before?.cube ?? []),
    prozessschritte: schritteToSend(values.schritte, before?.schritte ?? []),
  };
}

/** Validates with the contract's schema, so the form refuses exactly what the server refuses; messages are validation keys. */
export const vvtFormResolver: Resolver<VvtForm> = (values) => {
  const result = verarbeitungFieldsSchema.safeParse(pickFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<VvtForm> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) Object.assign(errors, { [key]: { type: issue.code, message: issue.message } });
  }
  return { values: {}, errors };
};
