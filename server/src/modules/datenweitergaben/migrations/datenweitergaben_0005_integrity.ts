import type { Kysely, Migration } from 'kysely';
import { addUniqueIndex } from '../../../platform/kit/unique-index';
import { validationError } from '../../../platform/kit/validation';
import { registerUniqueIndexError } from '../../../platform/db-errors';

/** Hardening: a recipient once per group (the rule of the save, case and blanks aside) held by a unique index. */
registerUniqueIndexError('datenweitergaben_empfaenger_unique', () =>
  validationError([{ path: 'datenweitergabe.Firma_Empfaenger', message: 'duplicateEmpfaenger' }]),
);

export const dwIntegrity: Migration = {
  async up(db: Kysely<unknown>) {
    await addUniqueIndex(db, {
      table: 'datenweitergaben_datenweitergaben',
      index: 'datenweitergaben_empfaenger_unique',
      key: 'lower(trim("Gruppe")), lower(trim("Firma_Empfaenger"))',
      renameColumn: 'Firma_Empfaenger',
    });
  },
};
