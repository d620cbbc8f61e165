import { STANDARD_SCHUTZZIELPAKET, CUSTOM_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { countReferences, type ReferenceListDef } from '../../../platform/kit/reference-list';
import type { AuditDb, AuditTenantTables } from '../tables';

type AuditReferenceList = ReferenceListDef<AuditTenantTables>;
const QUESTIONS: [string, string] = ['Frage', 'Fragen'];

/** The three editable lists of spec §7: their tables and which questions still use an entry. */
export const REFERENCE_LISTS = {
  themenbloecke: {
    key: 'themenbloecke',
    table: 'audit_themenbloecke',
    label: 'Themenblock',
    inUse: countReferences<AuditTenantTables>('audit_fragen', 'ID_Themenblock'),
    usedBy: QUESTIONS,
  },
  schutzziele: {
    key: 'schutzziele',
    table: 'audit_schutzziele',
    label: 'Schutzziel',
    extraColumns: ['ID_Schutzzielpaket'],
    inUse: countReferences<AuditTenantTables>('audit_fragen_schutzziele', 'ID_Schutzziel'),
    usedBy: QUESTIONS,
    // The standard goals of spec §1 are fixed; own goals go to package 2.
    readOnly: { when: (row) => row.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET, message: 'standardGoalReadOnly' },
    insertValues: { ID_Schutzzielpaket: CUSTOM_SCHUTZZIELPAKET },
  },
  organisationseinheiten: {
    key: 'organisationseinheiten',
    table: 'audit_organisationseinheiten',
    label: 'Organisationseinheit',
    inUse: countReferences<AuditTenantTables>('audit_fragen_organisationseinheiten', 'ID_Organisationseinheit'),
    usedBy: QUESTIONS,
  },
} satisfies Record<string, AuditReferenceList>;

export async function loadStatus(db: AuditDb) {
  return db.selectFrom('audit_status').select(['ID', 'Name']).orderBy('ID').execute();
}
