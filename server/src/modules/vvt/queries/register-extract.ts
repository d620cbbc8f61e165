import type { Language } from '../../../platform/messages';
import { hasText, text } from '../../../platform/texts';
import type { VvtDb } from '../tables';
import { visibleToViewer, type VvtViewer } from './access';

/** A processing record in brief: enough to link and name it. */
export interface RecordSummary {
  ID: number;
  Nummer: string;
  Name: string;
  SDM_Ebene_Nr: number;
}

/** What the register says about a record for a data subject (Art. 15(1) a to d): texts in `language`. */
export interface RegisterExtract extends Omit<RecordSummary, 'SDM_Ebene_Nr'> {
  Zweck: string;
  Rechtsgrundlage: string;
  Datenkategorien: string[];
  Personengruppen: string[];
  Drittland: boolean;
  Aufbewahrungsfristen: string;
}

/** The records of `ids` the viewer may see, in number order (others, and deleted ones, are left out). */
export async function recordSummaries(db: VvtDb, viewer: VvtViewer, ids: readonly number[]): Promise<RecordSummary[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('vvt_verarbeitungen as v')
    .select(['v.ID', 'v.Nummer', 'v.Name', 'v.SDM_Ebene_Nr'])
    .where('v.ID', 'in', ids)
    .where(visibleToViewer(viewer, 'v.ID'))
    .orderBy('v.Nummer')
    .execute();
}

/** A selection's key as the record form names it (`vvt:selection.<field>.<key>`); an own entry as it is. */
const selectionNames = (field: string, keys: readonly string[], language: Language) =>
  keys.map((key) => (hasText(`vvt:selection.${field}.${key}`) ? text(language, `vvt:selection.${field}.${key}`) : key));

/** The register's statements on the records of `ids` the viewer may see, in number order. */
export async function registerExtracts(db: VvtDb, viewer: VvtViewer, ids: readonly number[], language: Language): Promise<RegisterExtract[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select([
      'v.ID',
      'v.Nummer',
      'v.Name',
      'v.Zweck',
      'v.rechtsgrundlage',
      'v.datenkategorien',
      'v.personengruppen',
      'v.datenweitergabe_ausserhalb_eu',
      'v.aufbewahrungsfristen',
    ])
    .where('v.ID', 'in', ids)
    .where(visibleToViewer(viewer, 'v.ID'))
    .orderBy('v.Nummer')
    .execute();
  return rows.map((r) => ({
    ID: r.ID,
    Nummer: r.Nummer,
    Name: r.Name,
    Zweck: r.Zweck,
    Rechtsgrundlage: r.rechtsgrundlage,
    Datenkategorien: selectionNames('datenkategorien', r.datenkategorien ?? [], language),
    Personengruppen: selectionNames('personengruppen', r.personengruppen ?? [], language),
    Drittland: r.datenweitergabe_ausserhalb_eu,
    Aufbewahrungsfristen: r.aufbewahrungsfristen,
  }));
}
