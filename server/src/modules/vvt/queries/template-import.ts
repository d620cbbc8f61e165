import { sql, type Kysely } from 'kysely';
import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import type { MetaDatabase } from '../../../db/schema';
import type { TenantLocation } from '../../../db/tenants';
import { HttpError } from '../../../platform/request-context';
import type { Language } from '../../../platform/messages';
import type { VvtDb } from '../tables';
import { nummerKey } from './save';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { nextSortierung } from '../../../platform/kit/ordering';
import { nextSortierung as nextAfter } from '@vws/shared/contract/ordering';

/**
 * The template import (spec §2 "VVT import", §3 "Import list item", §7 "Import"): the demo source
 * "Vorlagen" (the catalog's template source) holds the template register; selected records are
 * copied into the current customer with their cube cells, process steps and the relations among
 * the imported ones. A template whose Nummer exists already at its level in the target is not
 * imported again and counts as failed.
 */

/** Where the template source lives (meta catalog); read outside any tenant transaction. */
export async function templateSource(meta: Kysely<MetaDatabase>): Promise<TenantLocation> {
  const row = await meta
    .selectFrom('meta.customers')
    .select(['customer_uid', 'cluster_dsn', 'schema_name'])
    .where('is_template_source', '=', true)
    .orderBy('name')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound', 'templateSourceNotAvailable');
  return row;
}

export async function loadImportList(db: VvtDb, language: Language): Promise<Omit<VvtImportListItem, 'alreadyPresent'>[]> {
  return db
    .selectFrom('vvt_verarbeitungen as v')
    .innerJoin('vvt_ebenen as e', 'e.ID', 'v.SDM_Ebene_Nr')
    .select(['v.ID', 'v.SDM_Ebene_Nr', 'e.Name_de', 'e.Name_en', 'v.Gruppe', 'v.Nummer', 'v.Name', 'v.Zweck'])
    .orderBy('v.SDM_Ebene_Nr')
    .orderBy('v.Sortierung')
    .orderBy('v.Nummer')
    .execute()
    .then((rows) => rows.map(({ Name_de, Name_en, ...r }) => ({ ...r, SDM_Ebene_Name: language === 'en' ? Name_en : Name_de })));
}

/** "level:Nummer" of every record of a customer: a template with the same key is already present there. */
export async function presentKeys(db: VvtDb): Promise<Set<string>> {
  const rows = await db.selectFrom('vvt_verarbeitungen').select(['SDM_Ebene_Nr', 'Nummer']).execute();
  return new Set(rows.map((r) => templateKey(r)));
}
export const templateKey = (r: { SDM_Ebene_Nr: number; Nummer: string }) => nummerKey(r.SDM_Ebene_Nr, r.Nummer);

/** What is read from the source: the chosen records with everything that is copied. */
export async function readTemplates(db: VvtDb, ids: number[]) {
  const records = await db
    .selectFrom('vvt_verarbeitungen')
    .selectAll()
    .where('ID', 'in', ids)
    .orderBy('SDM_Ebene_Nr')
    .orderBy('Sortierung')
    .orderBy('ID')
    .execute();
  const found = records.map((r) => r.ID);
  if (found.length === 0) return { records, cells: [], steps: [], relations: [] };
  const [cells, steps, relations] = await Promise.all([
    db.selectFrom('vvt_sdm_cube').selectAll().where('ID_Verarbeitung', 'in', found).execute(),
    db.selectFrom('vvt_prozessschritte').selectAll().where('ID_Verarbeitung', 'in', found).execute(),
    db.selectFrom('vvt_relationen').selectAll().where('ID_Verarbeitung_Parent', 'in', found).where('ID_Verarbeitung_Child', 'in', found).execute(),
  ]);
  return { records, cells, steps, relations };
}
export type Templates = Awaited<ReturnType<typeof readTemplates>>;

/** Copies the templates into the target; answers the template ids imported (source ids). */
export async function writeTemplates(db: VvtDb, templates: Templates, editor: string, authority: boolean): Promise<number[]> {
  const { records } = templates;
  if (records.length === 0) return [];
  // Two imports at once must not both see a Nummer as free: the check and the inserts are serialised per customer.
  await lockForUniqueness(db, 'vvt_verarbeitungen.Nummer');
  const existing = await db
    .selectFrom('vvt_verarbeitungen')
    .select(['SDM_Ebene_Nr', 'Nummer'])
    .where(sql<string>`lower(trim("Nummer"))`, 'in', [...new Set(records.map((r) => r.Nummer.trim().toLowerCase()))])
    .execute();
  const taken = new Set(existing.map((r) => nummerKey(r.SDM_Ebene_Nr, r.Nummer)));
  let sort = await nextSortierung(db, 'vvt_verarbeitungen', 0);
  const newIdOf = new Map<number, number>();
  for (const r of records) {
    const key = nummerKey(r.SDM_Ebene_Nr, r.Nummer);
    if (taken.has(key)) continue;
    taken.add(key);
    sort = nextAfter(sort);
    const { ID: _id, Version: _v, Erstelldatum: _e, Bearbeitungsdatum: _b, Bearbeiter_User_Uid: _u, isBereitZurPruefungDSB: _r, ...fields } = r;
    const { ID } = await db
      .insertInto('vvt_verarbeitungen')
      .values({
        ...fields,
        speicherort: JSON.stringify(r.speicherort),
        personengruppen: JSON.stringify(r.personengruppen),
        datenkategorien: JSON.stringify(r.datenkategorien),
        // A template is the customer's draft: in progress, to be adapted and reviewed.
        ID_Status: 0,
        Sortierung: sort,
        Version: 1,
        Bearbeiter_User_Uid: editor,
        ist_berechtigtes_interesse: authority ? false : r.ist_berechtigtes_interesse,
      })
      .returning('ID')
      .executeTakeFirstOrThrow();
    newIdOf.set(r.ID, ID);
  }
  const cells = templates.cells.filter((c) => newIdOf.has(c.ID_Verarbeitung));
  if (cells.length)
    await db
      .insertInto('vvt_sdm_cube')
      .values(cells.map(({ ID: _id, ...c }) => ({ ...c, ID_Verarbeitung: newIdOf.get(c.ID_Verarbeitung)! })))
      .execute();
  const steps = templates.steps.filter((s) => newIdOf.has(s.ID_Verarbeitung));
  if (steps.length)
    await db
      .insertInto('vvt_prozessschritte')
      .values(steps.map(({ ID: _id, ...s }) => ({ ...s, ID_Verarbeitung: newIdOf.get(s.ID_Verarbeitung)! })))
      .execute();
  const relations = templates.relations.filter((r) => newIdOf.has(r.ID_Verarbeitung_Parent) && newIdOf.has(r.ID_Verarbeitung_Child));
  if (relations.length) {
    await db
      .insertInto('vvt_relationen')
      .values(
        relations.map((r) => ({
          ID_Verarbeitung_Parent: newIdOf.get(r.ID_Verarbeitung_Parent)!,
          ID_Verarbeitung_Child: newIdOf.get(r.ID_Verarbeitung_Child)!,
        })),
      )
      .execute();
  }
  return [...newIdOf.keys()];
}
