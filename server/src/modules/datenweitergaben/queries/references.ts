import type { DwReferences } from '@vws/shared/contract/datenweitergaben';
import type { Language } from '../../../platform/messages';
import type { DwDb } from '../tables';

const TABLES = {
  vertragsstatus: 'datenweitergaben_vertragsstatus',
  rechtsgrundlagen: 'datenweitergaben_rechtsgrundlagen',
  rechtsgrundlagenDrittland: 'datenweitergaben_rechtsgrundlagen_drittland',
} as const;

/** One reference list with both names, by ID. */
export function loadDwReferenceRows(db: DwDb, key: keyof DwReferences) {
  return db.selectFrom(TABLES[key]).select(['ID', 'Name_de', 'Name_en']).orderBy('ID').execute();
}

/** The three reference lists, Name in the caller's language plus both languages. */
export async function loadDwReferences(db: DwDb, language: Language): Promise<DwReferences> {
  const result: Partial<DwReferences> = {};
  for (const key of Object.keys(TABLES) as (keyof DwReferences)[]) {
    const rows = await loadDwReferenceRows(db, key);
    result[key] = rows.map((r) => ({ ...r, Name: language === 'en' ? r.Name_en : r.Name_de }));
  }
  return result as DwReferences;
}
