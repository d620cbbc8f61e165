import type { Kysely, Migration } from 'kysely';
import { capSortierung } from '../../../platform/kit/ordering';
import { addUniqueIndex } from '../../../platform/kit/unique-index';
import { validationError } from '../../../platform/kit/validation';
import { registerUniqueIndexError } from '../../../platform/db-errors';

/**
 * Hardening: sort orders in the bounded range; question numbers and the names of the three
 * reference lists unique (case and blanks aside, as the saves check) by unique indexes. Existing
 * duplicates are reported and renamed first.
 */
const REFERENCE_TABLES = { audit_themenbloecke: 'themenbloecke', audit_schutzziele: 'schutzziele', audit_organisationseinheiten: 'organisationseinheiten' };

registerUniqueIndexError('audit_fragen_nummer_unique', () => validationError([{ path: 'auditfrage.Nummer', message: 'duplicateNummer' }]));
for (const [table, key] of Object.entries(REFERENCE_TABLES)) {
  registerUniqueIndexError(`${table}_name_unique`, () => validationError([{ path: key, message: 'duplicate' }]));
}

export const auditIntegrity: Migration = {
  async up(db: Kysely<unknown>) {
    await capSortierung(db, 'audit_fragen');
    await addUniqueIndex(db, { table: 'audit_fragen', index: 'audit_fragen_nummer_unique', key: 'lower(trim("Nummer"))', renameColumn: 'Nummer' });
    for (const table of Object.keys(REFERENCE_TABLES)) {
      await addUniqueIndex(db, { table, index: `${table}_name_unique`, key: 'lower(trim("Name"))', renameColumn: 'Name' });
    }
  },
};
