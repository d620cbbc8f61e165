import { dsfaKriterienAnzahl, formatDowntime, SDM_PROZESSSCHRITTE, VVT_REFERENCE_KEYS, type VvtReferenceKey } from '@vws/shared/contract/vvt';
import { type Bilingual, type ExportCell, type ExportContext, type ExportSheet, keysetPages } from '../../../platform/module-hooks';
import { referenceTableOf } from '../migrations/reference-rows';
import type { VvtReferenceTableName, VvtTenantTables } from '../tables';
import { SELECTION_LABELS } from './labels';
import { RECORD_COLUMNS, stepColumnKey } from './record-columns';

/**
 * The VVT's sheets (issue 9 "Register export"): one per level, the SDM cube and the relations.
 * They feed both GET /customer/data-export (module hook exportSheets) and
 * GET /vvt/vvt-register-export. Each reads page by page (keyset on ID), never the whole register.
 */
type Ctx = ExportContext<VvtTenantTables>;
const PAGE = 500;
const h = (de: string, en: string): Bilingual => ({ de, en });

type RefNames = Record<VvtReferenceKey, Map<number, string>>;

async function referenceNames({ db, language }: Ctx): Promise<RefNames> {
  const entries = await Promise.all(
    VVT_REFERENCE_KEYS.map(async (key) => {
      const rows = await db.selectFrom(referenceTableOf(key) as VvtReferenceTableName).select(['ID', 'Name_de', 'Name_en']).execute();
      return [key, new Map(rows.map((r) => [r.ID, language === 'en' ? r.Name_en : r.Name_de]))] as const;
    }),
  );
  return Object.fromEntries(entries) as RefNames;
}

const yesNo = (value: boolean | null, language: 'de' | 'en') =>
  value === null ? (language === 'de' ? 'offen' : 'open') : value ? (language === 'de' ? 'ja' : 'yes') : language === 'de' ? 'nein' : 'no';

function levelSheet(level: 1 | 2 | 3, name: Bilingual): ExportSheet<VvtTenantTables> {
  return {
    name,
    columns: RECORD_COLUMNS.map(({ key, header, width }) => ({ key, header, width })),
    async *rows(ctx) {
      const { db, language, userName } = ctx;
      const refs = await referenceNames(ctx);
      for await (const page of keysetPages((after) =>
        db.selectFrom('vvt_verarbeitungen').selectAll().where('SDM_Ebene_Nr', '=', level).where('ID', '>', after).orderBy('ID').limit(PAGE).execute(),
      )) {
        const ids = page.map((r) => r.ID);
        const assignees = await db.selectFrom('vvt_zuweisungen').select(['ID_Verarbeitung', 'user_uid']).where('ID_Verarbeitung', 'in', ids).execute();
        const assigned = new Map<number, string[]>();
        for (const a of assignees) assigned.set(a.ID_Verarbeitung, [...(assigned.get(a.ID_Verarbeitung) ?? []), userName(a.user_uid)]);
        const steps = await db.selectFrom('vvt_prozessschritte').select(['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'Beschreibung']).where('ID_Verarbeitung', 'in', ids).execute();
        const stepTexts = new Map(steps.map((s) => [`${s.ID_Verarbeitung}/${s.ID_SDM_Cube_Prozessschritt}`, s.Beschreibung]));
        for (const record of page) {
          const source = record as unknown as Record<string, unknown>;
          const row: Record<string, ExportCell> = {};
          for (const column of RECORD_COLUMNS) {
            const value = source[column.key];
            const kind = column.kind;
            if (typeof kind === 'object') row[column.key] = refs[kind.ref].get(Number(value)) ?? '';
            else if (kind === 'flag' || kind === 'nullableFlag') row[column.key] = yesNo((value ?? null) as boolean | null, language);
            else if (kind === 'selection') row[column.key] = ((value ?? []) as string[]).map((k) => SELECTION_LABELS[k]?.[language] ?? k).join(', ');
            else if (kind === 'date') row[column.key] = value instanceof Date ? value : value ? new Date(String(value)) : null;
            else row[column.key] = (value ?? null) as ExportCell;
          }
          row.dsfaKriterienAnzahl = dsfaKriterienAnzahl(record);
          row.bcm_max_ausfallzeit = formatDowntime(record.bcm_max_ausfallzeit_stunden, language);
          for (const schritt of SDM_PROZESSSCHRITTE) row[stepColumnKey(schritt)] = stepTexts.get(`${record.ID}/${schritt}`) ?? '';
          row.zugewiesen = (assigned.get(record.ID) ?? []).join(', ');
          row.Bearbeiter = userName(record.Bearbeiter_User_Uid);
          yield row;
        }
      }
    },
  };
}

const cubeSheet: ExportSheet<VvtTenantTables> = {
  name: h('VVT SDM-Würfel', 'RoPA SDM cube'),
  columns: [
    { key: 'Nummer', header: h('Nummer', 'Number'), width: 12 },
    { key: 'Name', header: h('Verarbeitung', 'Record'), width: 36 },
    { key: 'Ebene', header: h('Ebene', 'Level'), width: 18 },
    { key: 'Prozessschritt', header: h('Prozessschritt', 'Process step'), width: 16 },
    { key: 'Schutzziel', header: h('Schutzziel', 'Protection goal'), width: 20 },
    { key: 'Status', header: h('Status', 'Status'), width: 18 },
    { key: 'Risikostufe', header: h('Risikostufe', 'Risk level'), width: 14 },
    { key: 'Antwort', header: h('Antwort', 'Answer'), width: 40 },
    { key: 'Risikobeschreibung', header: h('Risikobeschreibung', 'Risk description'), width: 40 },
    { key: 'Massnahmen', header: h('Maßnahmen', 'Measures'), width: 40 },
    { key: 'Bemerkungen_Nachweise', header: h('Bemerkungen/Nachweise', 'Remarks/evidence'), width: 40 },
  ],
  async *rows(ctx) {
    const { db } = ctx;
    const refs = await referenceNames(ctx);
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('vvt_sdm_cube as c')
        .innerJoin('vvt_verarbeitungen as v', 'v.ID', 'c.ID_Verarbeitung')
        .select(['c.ID', 'v.Nummer', 'v.Name', 'v.SDM_Ebene_Nr', 'c.ID_SDM_Cube_Prozessschritt', 'c.ID_SDM_Cube_Schutzziel', 'c.ID_SDM_Cube_Status', 'c.ID_SDM_Cube_Risikostufe', 'c.Antwort', 'c.Risikobeschreibung', 'c.Massnahmen', 'c.Bemerkungen_Nachweise'])
        .where('c.ID', '>', after)
        .orderBy('c.ID')
        .limit(PAGE * 4)
        .execute(),
    )) {
      for (const cell of page) {
        yield {
          Nummer: cell.Nummer,
          Name: cell.Name,
          Ebene: refs.vvt_ebenen.get(cell.SDM_Ebene_Nr) ?? '',
          Prozessschritt: refs.sdm_cube_prozessschritte.get(cell.ID_SDM_Cube_Prozessschritt) ?? '',
          Schutzziel: refs.sdm_cube_schutzziele.get(cell.ID_SDM_Cube_Schutzziel) ?? '',
          Status: refs.sdm_cube_status.get(cell.ID_SDM_Cube_Status) ?? '',
          Risikostufe: refs.sdm_cube_risikostufen.get(cell.ID_SDM_Cube_Risikostufe) ?? '',
          Antwort: cell.Antwort,
          Risikobeschreibung: cell.Risikobeschreibung,
          Massnahmen: cell.Massnahmen,
          Bemerkungen_Nachweise: cell.Bemerkungen_Nachweise,
        };
      }
    }
  },
};

const relationsSheet: ExportSheet<VvtTenantTables> = {
  name: h('VVT Beziehungen', 'RoPA relations'),
  columns: [
    { key: 'ParentNummer', header: h('Übergeordnet: Nummer', 'Parent: number'), width: 14 },
    { key: 'ParentName', header: h('Übergeordnet: Name', 'Parent: name'), width: 36 },
    { key: 'ParentEbene', header: h('Übergeordnet: Ebene', 'Parent: level'), width: 20 },
    { key: 'ChildNummer', header: h('Untergeordnet: Nummer', 'Child: number'), width: 14 },
    { key: 'ChildName', header: h('Untergeordnet: Name', 'Child: name'), width: 36 },
    { key: 'ChildEbene', header: h('Untergeordnet: Ebene', 'Child: level'), width: 20 },
  ],
  async *rows(ctx) {
    const { db } = ctx;
    const refs = await referenceNames(ctx);
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('vvt_relationen as r')
        .innerJoin('vvt_verarbeitungen as p', 'p.ID', 'r.ID_Verarbeitung_Parent')
        .innerJoin('vvt_verarbeitungen as c', 'c.ID', 'r.ID_Verarbeitung_Child')
        .select(['r.ID', 'p.Nummer as pn', 'p.Name as pname', 'p.SDM_Ebene_Nr as pe', 'c.Nummer as cn', 'c.Name as cname', 'c.SDM_Ebene_Nr as ce'])
        .where('r.ID', '>', after)
        .orderBy('r.ID')
        .limit(PAGE * 2)
        .execute(),
    )) {
      for (const r of page) {
        yield { ParentNummer: r.pn, ParentName: r.pname, ParentEbene: refs.vvt_ebenen.get(r.pe) ?? '', ChildNummer: r.cn, ChildName: r.cname, ChildEbene: refs.vvt_ebenen.get(r.ce) ?? '' };
      }
    }
  },
};

export const vvtExportSheets: ExportSheet<VvtTenantTables>[] = [
  levelSheet(1, h('VVT Fachebene', 'RoPA processing activities')),
  levelSheet(2, h('VVT Applikationsebene', 'RoPA applications')),
  levelSheet(3, h('VVT Infrastrukturebene', 'RoPA infrastructure')),
  cubeSheet,
  relationsSheet,
];
