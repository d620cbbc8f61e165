import type { Kysely, Migration } from 'kysely';
import { capSortierung } from '../../../platform/kit/ordering';
import { addUniqueIndex } from '../../../platform/kit/unique-index';
import { validationError } from '../../../platform/kit/validation';
import { registerUniqueIndexError } from '../../../platform/db-errors';

/**
 * Hardening: sort orders in the bounded range, and a Nummer once per level (the rule of the record
 * save and the template import) held by a unique index; existing duplicates are reported and renamed.
 */
registerUniqueIndexError('vvt_verarbeitungen_nummer_unique', () => validationError([{ path: 'verarbeitung.Nummer', message: 'duplicateNummerAtLevel' }]));

export const vvtIntegrity: Migration = {
  async up(db: Kysely<unknown>) {
    await capSortierung(db, 'vvt_verarbeitungen');
    await addUniqueIndex(db, {
      table: 'vvt_verarbeitungen',
      index: 'vvt_verarbeitungen_nummer_unique',
      key: '"SDM_Ebene_Nr", lower(trim("Nummer"))',
      renameColumn: 'Nummer',
    });
  },
};
