import { sql } from 'kysely';
import {
  VERTRAGSSTATUS_GROUP_IDS,
  VERTRAGSSTATUS_GROUPS,
  WIEDERVORLAGE_MAX,
  WIEDERVORLAGE_TAGE,
  type DatenweitergabeBasicFields,
  type DatenweitergabeReportItem,
  type DwSummaryRow,
  type WiedervorlageResponse,
} from '@vws/shared/contract/datenweitergaben';
import type { DwDb } from '../tables';
import { isoDay, isoTimestamp } from './sql';

const TABLE = 'datenweitergaben_datenweitergaben as d';

/** The list items (spec §2 list: group, recipient, place and country, status, legal bases); also the rows of a page (list-page.ts). */
export function listQuery(db: DwDb) {
  return db
    .selectFrom(TABLE)
    .select([
      'd.ID',
      'd.Version',
      'd.Gruppe',
      'd.Firma_Empfaenger',
      'd.PLZ',
      'd.Ort',
      'd.Land',
      'd.Land_Code',
      'd.ID_Vertragsstatus',
      'd.ID_Rechtsgrundlage',
      'd.isDatenweitergabe_ausserhalb_EU',
      'd.ID_Rechtsgrundlage_ausserhalb_EU',
      isoDay('d.Vertragsende').as('Vertragsende'),
      isoDay('d.Wiedervorlagedatum').as('Wiedervorlagedatum'),
      isoTimestamp('d.Bearbeitungsdatum').as('Bearbeitungsdatum'),
    ]);
}

/**
 * The list as one JSON text built by PostgreSQL (as the VVT and audit lists): at 10,000 transfers
 * several times faster than moving rows through the driver and serialising them in JavaScript.
 */
export async function dwListJson(db: DwDb): Promise<string> {
  const row = await db
    .selectFrom(listQuery(db).as('x'))
    .select(sql<string>`coalesce(json_agg(x order by x."Gruppe", x."Firma_Empfaenger", x."ID"), '[]')::text`.as('json'))
    .executeTakeFirstOrThrow();
  return row.json;
}

export async function dwListReport(db: DwDb): Promise<DatenweitergabeReportItem[]> {
  return listQuery(db)
    .select([
      'd.Vertragsgegenstand',
      'd.Ansprechpartner_intern',
      'd.Vertragsnummer',
      'd.Notwendige_Massnahmen',
      isoDay('d.Letzte_Pruefung').as('Letzte_Pruefung'),
    ])
    .orderBy('d.Gruppe')
    .orderBy('d.Firma_Empfaenger')
    .orderBy('d.ID')
    .execute();
}

export async function dwBasicFields(db: DwDb): Promise<DatenweitergabeBasicFields[]> {
  return db
    .selectFrom(TABLE)
    .select(['d.ID', 'd.Gruppe', 'd.Firma_Empfaenger', 'd.Ort', 'd.ID_Vertragsstatus'])
    .orderBy('d.Firma_Empfaenger')
    .orderBy('d.ID')
    .execute();
}

/** SQL: the number of rows whose status is in `ids` (a summary group of spec §4). */
const countIn = (ids: readonly number[]) => sql<number>`(count(*) filter (where "ID_Vertragsstatus" in (${sql.join(ids)})))::int`;

/** One row per Gruppe with the six summary groups, counted in SQL. */
export async function dwSummaryTotals(db: DwDb): Promise<DwSummaryRow[]> {
  const rows = await db
    .selectFrom('datenweitergaben_datenweitergaben')
    .select([
      'Gruppe',
      sql<number>`count(*)::int`.as('Anzahl_Gesamt'),
      ...VERTRAGSSTATUS_GROUPS.map((group) => countIn(VERTRAGSSTATUS_GROUP_IDS[group]).as(group)),
    ])
    .groupBy('Gruppe')
    .orderBy('Gruppe')
    .execute();
  return rows as DwSummaryRow[];
}

/**
 * Contracts due for resubmission: resubmission date or contract end within the next 30 days or
 * past, earliest first. Terminated contracts (status 4 and 9) are done and left out.
 */
export async function dwWiedervorlage(db: DwDb): Promise<WiedervorlageResponse> {
  const due = sql<string>`least("Wiedervorlagedatum", "Vertragsende")`;
  const base = db
    .selectFrom('datenweitergaben_datenweitergaben')
    .where(due, '<=', sql<string>`current_date + ${WIEDERVORLAGE_TAGE}::int`)
    .where('ID_Vertragsstatus', 'not in', VERTRAGSSTATUS_GROUP_IDS.terminated);
  const rows = await base
    .select([
      'ID',
      'Gruppe',
      'Firma_Empfaenger',
      'Ort',
      'ID_Vertragsstatus',
      isoDay('Wiedervorlagedatum').as('Wiedervorlagedatum'),
      isoDay('Vertragsende').as('Vertragsende'),
      sql<string>`to_char(${due}, 'YYYY-MM-DD')`.as('Faellig'),
    ])
    .orderBy(due)
    .orderBy('ID')
    .limit(WIEDERVORLAGE_MAX)
    .execute();
  const count = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { wiedervorlage: rows, anzahl: count.n };
}

/** How many of the contracts due are overdue (the day passed), and today as the database sees it. */
export async function dwOverdue(db: DwDb): Promise<{ anzahl: number; heute: string }> {
  return db
    .selectFrom('datenweitergaben_datenweitergaben')
    .where(sql<string>`least("Wiedervorlagedatum", "Vertragsende")`, '<', sql<string>`current_date`)
    .where('ID_Vertragsstatus', 'not in', VERTRAGSSTATUS_GROUP_IDS.terminated)
    .select([sql<number>`count(*)::int`.as('anzahl'), sql<string>`to_char(current_date, 'YYYY-MM-DD')`.as('heute')])
    .executeTakeFirstOrThrow();
}
