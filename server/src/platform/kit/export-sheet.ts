import type { Kysely } from 'kysely';
import type { Bilingual, ExportColumn, ExportLanguage } from '../module-hooks';
import { bilingual, text, type TextParams } from '../texts';

/**
 * Helpers of the modules' export sheets (`ExportSheet`, module-hooks.ts; written by kit/workbook.ts).
 * Headers, sheet names and fixed cell words are texts of the de/en text files (platform/texts.ts):
 * a column of a field the screens label uses the screen's key (`vvt:fields.Nummer`), so a field is
 * translated once; what only the export says lives under `server:export.*`.
 */

/** A sheet name or a header: the text `key` in both languages. */
export const sheetText = (key: string, params?: TextParams): Bilingual => bilingual(key, params);

/** A column whose header is the text `key`. */
export function column(key: string, textKey: string, width?: number, params?: TextParams): ExportColumn {
  return width === undefined ? { key, header: bilingual(textKey, params) } : { key, header: bilingual(textKey, params), width };
}

/** The word of a flag in the export's language: the text keys of yes and no (and of "not decided" for null). */
export function flagText(language: ExportLanguage, value: boolean | null | undefined, words: { yes: string; no: string; open?: string }): string {
  if (value === null || value === undefined) return words.open ? text(language, words.open) : '';
  return text(language, value ? words.yes : words.no);
}

/** A reference table's rows (`ID`, `Name_de`, `Name_en`: the modules' reference lists). */
export interface ReferenceRow {
  ID: number;
  Name_de: string;
  Name_en: string;
}

/** ID → name in the export's language of a reference table (one read per sheet). */
export async function referenceNames<DB>(db: Kysely<DB>, table: string, language: ExportLanguage): Promise<Map<number, string>> {
  const rows = await (db as unknown as Kysely<Record<string, ReferenceRow>>).selectFrom(table).select(['ID', 'Name_de', 'Name_en']).execute();
  return new Map(rows.map((r) => [r.ID, language === 'en' ? r.Name_en : r.Name_de]));
}
