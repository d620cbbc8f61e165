import { errorBody } from '@vws/shared';
import { MASTER_DATA_FIELDS, type MasterDataField } from '../../masterDataFields';

/** 400 validation { fields: [{ path, message }] } → the form fields it names ('masterDataModel.email' → email). */
export function serverFieldErrors(error: unknown): { field: MasterDataField; message: string }[] {
  const body = errorBody(error);
  if (body?.error !== 'validation' || !body.fields) return [];
  return body.fields.flatMap(({ path, message }) => {
    const field = path.split('.').pop() as MasterDataField;
    return MASTER_DATA_FIELDS.includes(field) ? [{ field, message }] : [];
  });
}
