import { sql } from 'kysely';
import { EXTERNAL_REPORT_FIELDS, PHASES_REPORT_FIELDS, dsfaKriterienAnzahl, type FullReportType, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { recordRecipients } from '../../datenweitergaben/api';
import type { CompletenessRecord } from '../rules/completeness';
import { visibleToViewer, type VvtViewer } from './access';
import { findingsOf } from './completeness';
import { reviewsOf } from './review';
import { isoTimestamp } from './list';
import type { VvtDb } from '../tables';

/**
 * GET /vvt/vvt-report?fullReportType (spec §2 "Reports", §3): every record the viewer may see, in
 * register order (level, Sortierung, ID), read page by page with a keyset on that order so that a
 * register of 10,000 records never sits in memory at once. internal = every field with cube,
 * process steps and direct relations; external = the fields of EXTERNAL_REPORT_FIELDS;
 * verarbeitungsphasen = the four steps with their cube cells. Internal and external add the
 * recipients (the linked data transfers) when the caller may see data transfers.
 */
export const REPORT_PAGE = 250;

export interface FullReportOptions {
  /** Add each record's recipients (`empfaenger`): the caller may see data transfers. */
  recipients?: boolean;
  /** Only this record (the print page); a hidden or unknown one gives an empty report. */
  id?: number;
  /** Only this level (0 or absent: all), group, statuses (issue 23: the register's filters). */
  ebene?: number;
  gruppe?: string;
  status?: readonly number[];
  /** The names of the reviewers (uid → name), read from the meta schema before the report's transaction. */
  reviewerNames?: ReadonlyMap<string, string>;
}

interface Cursor {
  ebene: number;
  sortierung: number;
  id: number;
}

function pageQuery(db: VvtDb, viewer: VvtViewer, after: Cursor | null, { id, ebene, gruppe, status }: FullReportOptions) {
  return db
    .selectFrom('vvt_verarbeitungen as v')
    .selectAll('v')
    .select([isoTimestamp('v.Erstelldatum').as('Erstelldatum'), isoTimestamp('v.Bearbeitungsdatum').as('Bearbeitungsdatum')])
    .where(visibleToViewer(viewer, 'v.ID'))
    .$if(id !== undefined, (q) => q.where('v.ID', '=', id!))
    .$if(!!ebene, (q) => q.where('v.SDM_Ebene_Nr', '=', ebene!))
    .$if(gruppe !== undefined, (q) => q.where('v.Gruppe', '=', gruppe!))
    .$if(status !== undefined && status.length > 0, (q) => q.where('v.ID_Status', 'in', [...status!]))
    .$if(after !== null, (q) => q.where(sql<boolean>`(v."SDM_Ebene_Nr", v."Sortierung", v."ID") > (${after?.ebene}, ${after?.sortierung}, ${after?.id})`))
    .orderBy('v.SDM_Ebene_Nr')
    .orderBy('v.Sortierung')
    .orderBy('v.ID')
    .limit(REPORT_PAGE);
}

function pick<K extends string>(row: Record<string, unknown>, keys: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Record<K, unknown>;
}

async function cellsOf(db: VvtDb, ids: number[]) {
  const cells = await db
    .selectFrom('vvt_sdm_cube')
    .select([
      'ID',
      'ID_Verarbeitung',
      'ID_SDM_Cube_Prozessschritt',
      'ID_SDM_Cube_Schutzziel',
      'ID_SDM_Cube_Status',
      'ID_SDM_Cube_Risikostufe',
      'Antwort',
      'Risikobeschreibung',
      'Massnahmen',
      'Bemerkungen_Nachweise',
    ])
    .where('ID_Verarbeitung', 'in', ids)
    .orderBy('ID_Verarbeitung')
    .orderBy('ID_SDM_Cube_Prozessschritt')
    .orderBy('ID_SDM_Cube_Schutzziel')
    .execute();
  return groupBy(cells, (c) => c.ID_Verarbeitung);
}

async function stepsOf(db: VvtDb, ids: number[]) {
  const steps = await db
    .selectFrom('vvt_prozessschritte')
    .select(['ID', 'ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'Beschreibung'])
    .where('ID_Verarbeitung', 'in', ids)
    .orderBy('ID_SDM_Cube_Prozessschritt')
    .execute();
  return groupBy(steps, (s) => s.ID_Verarbeitung);
}

/** Direct parents and children (visible ones only) of the page's records. */
async function relationsOf(db: VvtDb, viewer: VvtViewer, ids: number[]) {
  const rows = await db
    .selectFrom('vvt_relationen as r')
    .innerJoin('vvt_verarbeitungen as p', 'p.ID', 'r.ID_Verarbeitung_Parent')
    .innerJoin('vvt_verarbeitungen as c', 'c.ID', 'r.ID_Verarbeitung_Child')
    .select([
      'r.ID_Verarbeitung_Parent as parent',
      'r.ID_Verarbeitung_Child as child',
      'p.SDM_Ebene_Nr as pEbene',
      'p.Nummer as pNummer',
      'p.Name as pName',
      'c.SDM_Ebene_Nr as cEbene',
      'c.Nummer as cNummer',
      'c.Name as cName',
    ])
    .where((eb) => eb.or([eb('r.ID_Verarbeitung_Parent', 'in', ids), eb('r.ID_Verarbeitung_Child', 'in', ids)]))
    .where(visibleToViewer(viewer, 'p.ID'))
    .where(visibleToViewer(viewer, 'c.ID'))
    .orderBy('p.Nummer')
    .orderBy('c.Nummer')
    .execute();
  const parents = groupBy(rows, (r) => r.child);
  const children = groupBy(rows, (r) => r.parent);
  return {
    parentsOf: (id: number) => (parents.get(id) ?? []).map((r) => ({ ID: r.parent, SDM_Ebene_Nr: r.pEbene, Nummer: r.pNummer, Name: r.pName })),
    childrenOf: (id: number) => (children.get(id) ?? []).map((r) => ({ ID: r.child, SDM_Ebene_Nr: r.cEbene, Nummer: r.cNummer, Name: r.cName })),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The distinct measures the cube names, per protection goal in goal order (the general TOM description). */
function massnahmenOf(cells: readonly { ID_SDM_Cube_Schutzziel: number; Massnahmen: string }[]) {
  const byGoal = new Map<number, Set<string>>();
  for (const cell of [...cells].sort((a, b) => a.ID_SDM_Cube_Schutzziel - b.ID_SDM_Cube_Schutzziel)) {
    const text = cell.Massnahmen.trim();
    if (!text) continue;
    const set = byGoal.get(cell.ID_SDM_Cube_Schutzziel) ?? new Set<string>();
    set.add(text);
    byGoal.set(cell.ID_SDM_Cube_Schutzziel, set);
  }
  return [...byGoal].map(([ID_SDM_Cube_Schutzziel, texts]) => ({ ID_SDM_Cube_Schutzziel, Massnahmen: [...texts] }));
}

/** The completeness findings and the DPO's review of a page's records (issue 23). */
async function registerExtras(db: VvtDb, viewer: VvtViewer, page: readonly (CompletenessRecord & { ID: number })[], names?: ReadonlyMap<string, string>) {
  const findings = await findingsOf(db, viewer, page);
  const reviews = await reviewsOf(
    db,
    page.map((r) => r.ID),
  );
  return {
    of: (id: number) => {
      const stored = reviews.get(id);
      if (!stored) return { findings: findings.get(id) ?? [] };
      const { byUid, ...review } = stored;
      return { findings: findings.get(id) ?? [], review: { ...review, by: byUid ? (names?.get(byUid) ?? byUid) : null } };
    },
  };
}

/** The report's records, one page of the register at a time. */
export async function* fullReportRecords(
  db: VvtDb,
  viewer: VvtViewer,
  type: FullReportType,
  options: FullReportOptions = {},
): AsyncGenerator<VvtFullReportRecord> {
  for (let after: Cursor | null = null; ;) {
    const page: Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>> = await pageQuery(db, viewer, after, options).execute();
    if (page.length === 0) return;
    const ids = page.map((r) => r.ID);
    const cells = await cellsOf(db, ids);
    const steps = type === 'external' ? null : await stepsOf(db, ids);
    const relations = type === 'internal' ? await relationsOf(db, viewer, ids) : null;
    const recipients = options.recipients && type !== 'verarbeitungsphasen' ? await recordRecipients(db, viewer, ids) : null;
    const empfaengerOf = (id: number) => (recipients ? { empfaenger: recipients.get(id) ?? [] } : {});
    const register = type === 'verarbeitungsphasen' ? null : await registerExtras(db, viewer, page, options.reviewerNames);
    for (const row of page) {
      const own = (cells.get(row.ID) ?? []).map(({ ID_Verarbeitung: _v, ...cell }) => cell);
      const base = {
        dsfaKriterienAnzahl: dsfaKriterienAnzahl(row),
        maxRisikostufe: own.reduce((max, c) => Math.max(max, c.ID_SDM_Cube_Risikostufe), 0),
      };
      if (type === 'external') {
        yield {
          verarbeitung: pick(row, EXTERNAL_REPORT_FIELDS) as VvtFullReportRecord['verarbeitung'],
          ...empfaengerOf(row.ID),
          ...base,
          massnahmen: massnahmenOf(own),
          ...register?.of(row.ID),
        };
        continue;
      }
      const prozessschritte = (steps?.get(row.ID) ?? []).map(({ ID_Verarbeitung: _v, ...s }) => s);
      if (type === 'verarbeitungsphasen') {
        yield { verarbeitung: pick(row, PHASES_REPORT_FIELDS) as VvtFullReportRecord['verarbeitung'], sdmCube: own, prozessschritte, ...base };
        continue;
      }
      const { Erstelldatum, Bearbeitungsdatum, PruefungDSB_angefordert_am: _since, PruefungDSB_zurueckgegeben_am: _returned, ...fields } = row;
      yield {
        verarbeitung: { ...fields, Erstelldatum: String(Erstelldatum), Bearbeitungsdatum: String(Bearbeitungsdatum) } as VvtFullReportRecord['verarbeitung'],
        sdmCube: own,
        prozessschritte,
        parents: relations?.parentsOf(row.ID),
        children: relations?.childrenOf(row.ID),
        ...empfaengerOf(row.ID),
        ...base,
        ...register?.of(row.ID),
      };
    }
    const last: (typeof page)[number] = page[page.length - 1]!;
    after = { ebene: last.SDM_Ebene_Nr, sortierung: last.Sortierung, id: last.ID };
  }
}
