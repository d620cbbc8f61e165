import { STANDARD_SCHUTZZIELPAKET, CUSTOM_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { countReferences, type ReferenceListDef } from '../../../platform/kit/reference-list';
import type { AuditDb, AuditTenantTables } from '../tables';

type AuditReferenceList = ReferenceListDef<AuditTenantTables>;

/** The three editable lists of spec §7: their tables and which questions still use an entry. */
export const REFERENCE_LISTS = {
  themenbloecke: {
    key: 'themenbloecke',
    table: 'audit_themenbloecke',
    inUse: countReferences<AuditTenantTables>('audit_fragen', 'ID_Themenblock'),
    inUseMessage: 'referenceInUse',
  },
  schutzziele: {
    key: 'schutzziele',
    table: 'audit_schutzziele',
    extraColumns: ['ID_Schutzzielpaket'],
    inUse: countReferences<AuditTenantTables>('audit_fragen_schutzziele', 'ID_Schutzziel'),
    inUseMessage: 'referenceInUse',
    // The standard goals of spec §1 are fixed; own goals go to package 2.
    readOnly: { when: (row) => row.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET, message: 'standardGoalReadOnly' },
    insertValues: { ID_Schutzzielpaket: CUSTOM_SCHUTZZIELPAKET },
  },
  organisationseinheiten: {
    key: 'organisationseinheiten',
    table: 'audit_organisationseinheiten',
    inUse: countReferences<AuditTenantTables>('audit_fragen_organisationseinheiten', 'ID_Organisationseinheit'),
    inUseMessage: 'referenceInUse',
  },
} satisfies Record<string, AuditReferenceList>;

export async function loadStatus(db: AuditDb) {
  return db.selectFrom('audit_status').select(['ID', 'Name']).orderBy('ID').execute();
}
