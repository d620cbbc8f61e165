import { dsfaKriterienAnzahl, formatDowntime, SDM_PROZESSSCHRITTE, VVT_REFERENCE_KEYS, type VvtReferenceKey } from '@vws/shared/contract/vvt';
import { column, flagText, referenceNames as namesOf, sheetText } from '../../../platform/kit/export-sheet';
import { type Bilingual, type ExportCell, type ExportContext, type ExportLanguage, type ExportSheet, keysetPages } from '../../../platform/module-hooks';
import { hasText, text } from '../../../platform/texts';
import { referenceTableOf } from '../migrations/reference-rows';
import type { VvtTenantTables } from '../tables';
import { RECORD_COLUMNS, stepColumnKey } from './record-columns';

/**
 * The VVT's sheets (issue 9 "Register export"): one per level, the SDM cube and the relations.
 * They feed both GET /customer/data-export (module hook exportSheets) and
 * GET /vvt/vvt-register-export. Each reads page by page (keyset on ID), never the whole register.
 */
type Ctx = ExportContext<VvtTenantTables>;
const PAGE = 500;

type RefNames = Record<VvtReferenceKey, Map<number, string>>;

async function referenceNames({ db, language }: Ctx): Promise<RefNames> {
  const entries = await Promise.all(VVT_REFERENCE_KEYS.map(async (key) => [key, await namesOf(db, referenceTableOf(key), language)] as const));
  return Object.fromEntries(entries) as RefNames;
}

/** Flags as the VVT's print page words them; a DPIA not yet decided as the DPIA tab does. */
const FLAG_WORDS = { yes: 'vvt:print.yes', no: 'vvt:print.no', open: 'vvt:dpia.open' };

/** A selection's key as the record form names it (`vvt:selection.<field>.<key>`); an own entry as it is. */
const selectionName = (field: string, key: string, language: ExportLanguage) =>
  hasText(`vvt:selection.${field}.${key}`) ? text(language, `vvt:selection.${field}.${key}`) : key;

function levelSheet(level: 1 | 2 | 3, name: Bilingual): ExportSheet<VvtTenantTables> {
  return {
    name,
    columns: RECORD_COLUMNS.map(({ key, header, width }) => ({ key, header, width })),
    covers: {
      vvt_verarbeitungen: [...RECORD_COLUMNS.map((c) => c.key), 'SDM_Ebene_Nr', 'Bearbeiter_User_Uid'],
      vvt_zuweisungen: ['ID_Verarbeitung', 'user_uid'],
      vvt_prozessschritte: ['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'Beschreibung'],
    },
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
        const steps = await db
          .selectFrom('vvt_prozessschritte')
          .select(['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'Beschreibung'])
          .where('ID_Verarbeitung', 'in', ids)
          .execute();
        const stepTexts = new Map(steps.map((s) => [`${s.ID_Verarbeitung}/${s.ID_SDM_Cube_Prozessschritt}`, s.Beschreibung]));
        for (const record of page) {
          const source = record as unknown as Record<string, unknown>;
          const row: Record<string, ExportCell> = {};
          for (const column of RECORD_COLUMNS) {
            const value = source[column.key];
            const kind = column.kind;
            if (typeof kind === 'object') row[column.key] = refs[kind.ref].get(Number(value)) ?? '';
            else if (kind === 'flag' || kind === 'nullableFlag') row[column.key] = flagText(language, (value ?? null) as boolean | null, FLAG_WORDS);
            else if (kind === 'selection') row[column.key] = ((value ?? []) as string[]).map((k) => selectionName(column.key, k, language)).join(', ');
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
  name: sheetText('server:export.sheets.vvtCube'),
  columns: [
    column('Nummer', 'vvt:fields.Nummer', 12),
    column('Name', 'server:export.columns.record', 36),
    column('Ebene', 'vvt:fields.SDM_Ebene_Nr', 18),
    column('Prozessschritt', 'server:export.columns.processStep', 16),
    column('Schutzziel', 'vvt:report.goal', 20),
    column('Status', 'vvt:cell.Status', 18),
    column('Risikostufe', 'vvt:cell.Risikostufe', 14),
    column('Antwort', 'vvt:cell.Antwort', 40),
    column('Risikobeschreibung', 'vvt:cell.Risikobeschreibung', 40),
    column('Massnahmen', 'vvt:cell.Massnahmen', 40),
    column('Bemerkungen_Nachweise', 'vvt:cell.Bemerkungen_Nachweise', 40),
  ],
  covers: {
    vvt_sdm_cube: [
      'ID_Verarbeitung',
      'ID_SDM_Cube_Prozessschritt',
      'ID_SDM_Cube_Schutzziel',
      'ID_SDM_Cube_Status',
      'ID_SDM_Cube_Risikostufe',
      'Antwort',
      'Risikobeschreibung',
      'Massnahmen',
      'Bemerkungen_Nachweise',
    ],
  },
  async *rows(ctx) {
    const { db } = ctx;
    const refs = await referenceNames(ctx);
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('vvt_sdm_cube as c')
        .innerJoin('vvt_verarbeitungen as v', 'v.ID', 'c.ID_Verarbeitung')
        .select([
          'c.ID',
          'v.Nummer',
          'v.Name',
          'v.SDM_Ebene_Nr',
          'c.ID_SDM_Cube_Prozessschritt',
          'c.ID_SDM_Cube_Schutzziel',
          'c.ID_SDM_Cube_Status',
          'c.ID_SDM_Cube_Risikostufe',
          'c.Antwort',
          'c.Risikobeschreibung',
          'c.Massnahmen',
          'c.Bemerkungen_Nachweise',
        ])
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

/** 'Übergeordnet: Nummer': a field of the parent or the child record. */
function side(key: string, which: 'parent' | 'child', field: string, width: number) {
  const header = (language: ExportLanguage) => text(language, `server:export.columns.${which}`, { field: text(language, field) });
  return { key, header: { de: header('de'), en: header('en') }, width };
}

const relationsSheet: ExportSheet<VvtTenantTables> = {
  name: sheetText('server:export.sheets.vvtRelations'),
  columns: [
    side('ParentNummer', 'parent', 'vvt:fields.Nummer', 14),
    side('ParentName', 'parent', 'vvt:fields.Name', 36),
    side('ParentEbene', 'parent', 'vvt:fields.SDM_Ebene_Nr', 20),
    side('ChildNummer', 'child', 'vvt:fields.Nummer', 14),
    side('ChildName', 'child', 'vvt:fields.Name', 36),
    side('ChildEbene', 'child', 'vvt:fields.SDM_Ebene_Nr', 20),
  ],
  covers: { vvt_relationen: ['ID_Verarbeitung_Parent', 'ID_Verarbeitung_Child'] },
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
        yield {
          ParentNummer: r.pn,
          ParentName: r.pname,
          ParentEbene: refs.vvt_ebenen.get(r.pe) ?? '',
          ChildNummer: r.cn,
          ChildName: r.cname,
          ChildEbene: refs.vvt_ebenen.get(r.ce) ?? '',
        };
      }
    }
  },
};

export const vvtExportSheets: ExportSheet<VvtTenantTables>[] = [
  levelSheet(1, sheetText('server:export.sheets.vvtLevel1')),
  levelSheet(2, sheetText('server:export.sheets.vvtLevel2')),
  levelSheet(3, sheetText('server:export.sheets.vvtLevel3')),
  cubeSheet,
  relationsSheet,
];
