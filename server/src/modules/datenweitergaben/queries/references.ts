import type { DwReferences } from '@vws/shared/contract/datenweitergaben';
import type { Language } from '../../../platform/messages';
import type { DwDb } from '../tables';

const TABLES = {
  vertragsstatus: 'datenweitergaben_vertragsstatus',
  rechtsgrundlagen: 'datenweitergaben_rechtsgrundlagen',
  rechtsgrundlagenDrittland: 'datenweitergaben_rechtsgrundlagen_drittland',
} as const;

/** The three reference lists, Name in the caller's language plus both languages. */
export async function loadDwReferences(db: DwDb, language: Language): Promise<DwReferences> {
  const result: Partial<DwReferences> = {};
  for (const [key, table] of Object.entries(TABLES) as [keyof DwReferences, (typeof TABLES)[keyof typeof TABLES]][]) {
    const rows = await db.selectFrom(table).select(['ID', 'Name_de', 'Name_en']).orderBy('ID').execute();
    result[key] = rows.map((r) => ({ ...r, Name: language === 'en' ? r.Name_en : r.Name_de }));
  }
  return result as DwReferences;
}
