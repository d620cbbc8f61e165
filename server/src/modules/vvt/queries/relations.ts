import { sql } from 'kysely';
import type { FieldError } from '@vws/shared/contract/common';
import type { IndirectRelation, VerarbeitungRelation, VerarbeitungRelations, VerarbeitungRelationView } from '@vws/shared/contract/vvt';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { validationError } from '../../../platform/kit/validation';
import { visibleToViewer, type RecordAccess, type VvtViewer } from './access';
import type { VvtDb } from '../tables';

/**
 * Relations parent -> child (spec §3 "Processing to processing"). Only records the viewer may see
 * are shown on the other side. Indirect relations are derived through one record in between:
 * a level 1 record sees the level 3 children of its level 2 children, a level 3 record the level 1
 * parents of its level 2 parents. A level 2 record is itself the record in between: it has none.
 */
async function directRelations(db: VvtDb, viewer: VvtViewer, id: number, side: 'parents' | 'children'): Promise<VerarbeitungRelationView[]> {
  const own = side === 'parents' ? 'r.ID_Verarbeitung_Child' : 'r.ID_Verarbeitung_Parent';
  const other = side === 'parents' ? 'r.ID_Verarbeitung_Parent' : 'r.ID_Verarbeitung_Child';
  return db
    .selectFrom('vvt_relationen as r')
    .innerJoin('vvt_verarbeitungen as p', 'p.ID', 'r.ID_Verarbeitung_Parent')
    .innerJoin('vvt_verarbeitungen as c', 'c.ID', 'r.ID_Verarbeitung_Child')
    .innerJoin('vvt_verarbeitungen as o', 'o.ID', other)
    .select([
      'r.ID',
      'r.ID_Verarbeitung_Parent',
      'r.ID_Verarbeitung_Child',
      'c.SDM_Ebene_Nr as Ebene_Nr_Child',
      'p.SDM_Ebene_Nr as Ebene_Nr_Parent',
      'o.Nummer',
      'o.Name',
      sql<boolean>`false`.as('IsDeleted'),
    ])
    .where(own, '=', id)
    .where(visibleToViewer(viewer, 'o.ID'))
    .orderBy('o.SDM_Ebene_Nr')
    .orderBy('o.Nummer')
    .orderBy('o.ID')
    .execute();
}

async function indirectRelations(db: VvtDb, viewer: VvtViewer, record: RecordAccess): Promise<IndirectRelation[]> {
  if (record.SDM_Ebene_Nr === 2) return [];
  const down = record.SDM_Ebene_Nr === 1;
  // down: record -> via (level 2) -> target (level 3); up: target (level 1) -> via (level 2) -> record.
  const near = down ? 'ID_Verarbeitung_Parent' : 'ID_Verarbeitung_Child';
  const far = down ? 'ID_Verarbeitung_Child' : 'ID_Verarbeitung_Parent';
  const { rows } = await sql<IndirectRelation>`
    select t."ID" as "ID_Verarbeitung", t."SDM_Ebene_Nr", t."Nummer", t."Name",
           via."ID" as "Via_ID_Verarbeitung", via."Nummer" as "Via_Nummer", via."Name" as "Via_Name"
    from vvt_relationen r1
    join vvt_verarbeitungen via on via."ID" = ${sql.ref(`r1.${far}`)}
    join vvt_relationen r2 on ${sql.ref(`r2.${near}`)} = via."ID"
    join vvt_verarbeitungen t on t."ID" = ${sql.ref(`r2.${far}`)}
    where ${sql.ref(`r1.${near}`)} = ${record.ID}
      and via."SDM_Ebene_Nr" = 2 and t."SDM_Ebene_Nr" = ${down ? 3 : 1}
      and ${visibleToViewer(viewer, 'via.ID')} and ${visibleToViewer(viewer, 't.ID')}
    order by t."Nummer", t."ID", via."Nummer", via."ID"`.execute(db);
  return rows;
}

export async function loadRelations(db: VvtDb, viewer: VvtViewer, record: RecordAccess): Promise<VerarbeitungRelations> {
  return {
    parents: await directRelations(db, viewer, record.ID, 'parents'),
    children: await directRelations(db, viewer, record.ID, 'children'),
    indirect: await indirectRelations(db, viewer, record),
  };
}

const relationError = (index: number, message: string): FieldError => ({ path: `relations.${index}`, message });

/**
 * Applies the new (ID 0) and deleted rows of one record's relations. Refused with 400 and nothing
 * stored: a row not touching the record, a self-relation, an unknown or hidden record, a child on
 * a lower level than its parent, a pair that exists already or twice in the body, a cycle.
 * Deleting a row that does not exist (any more) is harmless.
 */
export async function saveRelations(db: VvtDb, viewer: VvtViewer, id: number, rows: VerarbeitungRelation[]): Promise<void> {
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    if (row.ID_Verarbeitung_Parent !== id && row.ID_Verarbeitung_Child !== id) errors.push(relationError(index, 'notOfThisRecord'));
    else if (row.ID_Verarbeitung_Parent === row.ID_Verarbeitung_Child) errors.push(relationError(index, 'selfRelation'));
  });
  if (errors.length) throw validationError(errors);
  // The duplicate, level and cycle checks read the graph: parallel saves take turns on it.
  await lockRelationGraph(db);

  const deletedIds = rows.filter((r) => r.IsDeleted && r.ID > 0).map((r) => r.ID);
  if (deletedIds.length) {
    await db
      .deleteFrom('vvt_relationen')
      .where('ID', 'in', deletedIds)
      .where((eb) => eb.or([eb('ID_Verarbeitung_Parent', '=', id), eb('ID_Verarbeitung_Child', '=', id)]))
      .execute();
  }

  const added = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.ID === 0 && !row.IsDeleted);
  if (added.length === 0) return;
  const otherIds = [...new Set(added.flatMap(({ row }) => [row.ID_Verarbeitung_Parent, row.ID_Verarbeitung_Child]))];
  const records = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select(['v.ID', 'v.SDM_Ebene_Nr'])
    .where('v.ID', 'in', otherIds)
    .where(visibleToViewer(viewer, 'v.ID'))
    .execute();
  const levelOf = new Map(records.map((r) => [r.ID, r.SDM_Ebene_Nr]));
  const stored = await db
    .selectFrom('vvt_relationen')
    .select(['ID_Verarbeitung_Parent', 'ID_Verarbeitung_Child'])
    .where((eb) => eb.or([eb('ID_Verarbeitung_Parent', '=', id), eb('ID_Verarbeitung_Child', '=', id)]))
    .execute();
  const pairs = new Set(stored.map((r) => `${r.ID_Verarbeitung_Parent}>${r.ID_Verarbeitung_Child}`));
  for (const { row, index } of added) {
    const parentLevel = levelOf.get(row.ID_Verarbeitung_Parent);
    const childLevel = levelOf.get(row.ID_Verarbeitung_Child);
    const pair = `${row.ID_Verarbeitung_Parent}>${row.ID_Verarbeitung_Child}`;
    if (parentLevel === undefined || childLevel === undefined) errors.push(relationError(index, 'unknownRecord'));
    else if (childLevel < parentLevel) errors.push(relationError(index, 'childLevelBelowParent'));
    else if (pairs.has(pair)) errors.push(relationError(index, 'duplicate'));
    pairs.add(pair);
  }
  if (errors.length) throw validationError(errors);

  await db
    .insertInto('vvt_relationen')
    .values(added.map(({ row }) => ({ ID_Verarbeitung_Parent: row.ID_Verarbeitung_Parent, ID_Verarbeitung_Child: row.ID_Verarbeitung_Child })))
    .execute();
  if (await touchesCycle(db, id)) throw validationError([{ path: 'relations', message: 'cycle' }]);
}

/**
 * Serialises the writes that must keep the relation graph consistent within a customer (no
 * duplicate pair, no cycle, the level order): a new relation and a record's level change.
 */
export function lockRelationGraph(db: VvtDb): Promise<void> {
  return lockForUniqueness(db, 'vvt_relationen');
}

/** Whether the record now lies on a cycle (reachable from its own children). Runs inside the transaction, so a throw stores nothing. */
async function touchesCycle(db: VvtDb, id: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    with recursive below(id) as (
      select "ID_Verarbeitung_Child" from vvt_relationen where "ID_Verarbeitung_Parent" = ${id}
      union
      select r."ID_Verarbeitung_Child" from vvt_relationen r join below b on r."ID_Verarbeitung_Parent" = b.id
    )
    select exists (select 1 from below where id = ${id}) as found`.execute(db);
  return rows[0]?.found === true;
}
