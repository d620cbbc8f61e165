import { sql, type Kysely } from 'kysely';
import { STANDARD_SCHUTZZIELPAKET, CUSTOM_SCHUTZZIELPAKET, type ReferenceEditEntry } from '@vws/shared/contract/audit';
import { HttpError } from '../../../platform/request-context';
import { planReferenceSave } from '../rules/reference-plan';
import { validationError } from './save-frage';

/** An editable reference list: its table and how questions use its entries. */
export interface ReferenceList {
  /** Body and response key (spec §7). */
  key: 'themenbloecke' | 'schutzziele' | 'organisationseinheiten';
  table: string;
  usage: { table: string; column: string };
  /** Singular, for messages. */
  label: string;
}

export const REFERENCE_LISTS: Record<ReferenceList['key'], ReferenceList> = {
  themenbloecke: {
    key: 'themenbloecke',
    table: 'audit_themenbloecke',
    usage: { table: 'audit_fragen', column: 'ID_Themenblock' },
    label: 'Themenblock',
  },
  schutzziele: {
    key: 'schutzziele',
    table: 'audit_schutzziele',
    usage: { table: 'audit_fragen_schutzziele', column: 'ID_Schutzziel' },
    label: 'Schutzziel',
  },
  organisationseinheiten: {
    key: 'organisationseinheiten',
    table: 'audit_organisationseinheiten',
    usage: { table: 'audit_fragen_organisationseinheiten', column: 'ID_Organisationseinheit' },
    label: 'Organisationseinheit',
  },
};

/** Rows as the contract's reference schemas (ID, Name and, for goals, ID_Schutzzielpaket). */
export async function loadReferenceList(db: Kysely<any>, list: ReferenceList): Promise<any[]> {
  return db
    .selectFrom(list.table)
    .select(list.key === 'schutzziele' ? ['ID', 'Name', 'ID_Schutzzielpaket'] : ['ID', 'Name'])
    .orderBy('ID')
    .execute();
}

export async function loadStatus(db: Kysely<any>) {
  return db.selectFrom('audit_status').select(['ID', 'Name']).orderBy('ID').execute();
}

/**
 * Applies a reference-list save in the request's transaction: all or nothing. Entries still used
 * by questions cannot be deleted (409 inUse, naming how many questions use it); the standard
 * protection goals (package 1) can be neither renamed nor deleted.
 */
export async function saveReferenceList(db: Kysely<any>, list: ReferenceList, entries: ReferenceEditEntry[], userUid: string) {
  const existing = await db.selectFrom(list.table).select(['ID', 'Name'].concat(list.key === 'schutzziele' ? ['ID_Schutzzielpaket'] : [])).execute();
  const plan = planReferenceSave(list.key, entries, new Map(existing.map((r) => [r.ID as number, r.Name as string])));
  if (list.key === 'schutzziele') {
    const standard = new Set(existing.filter((r) => r.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET).map((r) => r.ID as number));
    entries.forEach((e, index) => {
      if (standard.has(e.ID) && (e.isDeleted || e.isModified)) {
        plan.errors.push({ path: `${list.key}.${index}`, message: 'standardGoalReadOnly' });
      }
    });
  }
  if (plan.errors.length) throw validationError(plan.errors);

  for (const id of plan.deletes) {
    const { count } = (await db
      .selectFrom(list.usage.table)
      .select(sql<number>`count(*)::int`.as('count'))
      .where(list.usage.column, '=', id)
      .executeTakeFirstOrThrow()) as { count: number };
    if (count > 0) {
      const name = existing.find((r) => r.ID === id)?.Name as string;
      throw new HttpError(409, 'inUse', 'referenceInUse', { ID: id, Name: name, count }, { label: list.label, name });
    }
  }
  const stamp = { Bearbeiter_User_Uid: userUid, Bearbeitungsdatum: sql`now()` };
  if (plan.deletes.length) await db.deleteFrom(list.table).where('ID', 'in', plan.deletes).execute();
  for (const { ID, Name } of plan.renames) {
    await db.updateTable(list.table).set({ Name, ...stamp }).where('ID', '=', ID).execute();
  }
  if (plan.inserts.length) {
    const extra = list.key === 'schutzziele' ? { ID_Schutzzielpaket: CUSTOM_SCHUTZZIELPAKET } : {};
    await db.insertInto(list.table).values(plan.inserts.map((Name) => ({ Name, ...stamp, ...extra }))).execute();
  }
}
