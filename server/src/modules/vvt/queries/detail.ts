import {
  SDM_PROZESSSCHRITTE,
  SDM_SCHUTZZIELE,
  sdmCubeCellSchema,
  type Prozessschritt,
  type SdmCubeCell,
  type SdmCubeReportRow,
  type Verarbeitung,
} from '@vws/shared/contract/vvt';
import type { Language } from '../../../platform/messages';
import { isoTimestamp } from './list';
import type { VvtDb } from '../tables';

/** One record with every field (dates as ISO text). */
export async function loadVerarbeitung(db: VvtDb, id: number): Promise<Verarbeitung> {
  const row = await db
    .selectFrom('vvt_verarbeitungen as v')
    .selectAll('v')
    .select([isoTimestamp('v.Erstelldatum').as('Erstelldatum'), isoTimestamp('v.Bearbeitungsdatum').as('Bearbeitungsdatum')])
    .where('v.ID', '=', id)
    .executeTakeFirstOrThrow();
  const { PruefungDSB_angefordert_am: _since, PruefungDSB_zurueckgegeben_am: _returned, ...fields } = row;
  return { ...fields, Erstelldatum: String(row.Erstelldatum), Bearbeitungsdatum: String(row.Bearbeitungsdatum) };
}

const cellKey = (step: number, goal: number) => `${step}:${goal}`;

/** The 28 cells of a record, step by step and goal by goal; cells never stored answer as empty ones with ID 0. */
export async function loadSdmCube(db: VvtDb, id: number, language: Language): Promise<SdmCubeCell[]> {
  const [stored, goals] = await Promise.all([
    db.selectFrom('vvt_sdm_cube').selectAll().where('ID_Verarbeitung', '=', id).execute(),
    db.selectFrom('vvt_sdm_cube_schutzziele').select(['ID', 'Name_de', 'Name_en']).execute(),
  ]);
  const goalName = new Map(goals.map((g) => [g.ID, language === 'en' ? g.Name_en : g.Name_de]));
  const byKey = new Map(stored.map((c) => [cellKey(c.ID_SDM_Cube_Prozessschritt, c.ID_SDM_Cube_Schutzziel), c]));
  return SDM_PROZESSSCHRITTE.flatMap((step) =>
    SDM_SCHUTZZIELE.map((goal) => {
      const cell = byKey.get(cellKey(step, goal));
      return sdmCubeCellSchema.parse({
        ...(cell ? { ...cell, ID_Verarbeitung: undefined } : { ID: 0 }),
        ID_SDM_Cube_Prozessschritt: step,
        ID_SDM_Cube_Schutzziel: goal,
        SDM_Cube_Schutzziel_Name: goalName.get(goal) ?? '',
      });
    }),
  );
}

/** The four process-step descriptions; missing ones as empty with ID 0. */
export async function loadProzessschritte(db: VvtDb, id: number): Promise<Prozessschritt[]> {
  const stored = await db.selectFrom('vvt_prozessschritte').selectAll().where('ID_Verarbeitung', '=', id).execute();
  const byStep = new Map(stored.map((s) => [s.ID_SDM_Cube_Prozessschritt, s]));
  return SDM_PROZESSSCHRITTE.map((step) => {
    const s = byStep.get(step);
    return { ID: s?.ID ?? 0, ID_SDM_Cube_Prozessschritt: step, Beschreibung: s?.Beschreibung ?? '', IsModified: false };
  });
}

export async function loadAssigneeUids(db: VvtDb, id: number): Promise<string[]> {
  const rows = await db.selectFrom('vvt_zuweisungen').select('user_uid').where('ID_Verarbeitung', '=', id).orderBy('user_uid').execute();
  return rows.map((r) => r.user_uid);
}

/** spec §3 report rows: goals 1-7 x steps 1-4, unstored cells as status 0 and risk 0. */
export async function loadSdmCubeReport(db: VvtDb, id: number): Promise<SdmCubeReportRow[]> {
  const stored = await db
    .selectFrom('vvt_sdm_cube')
    .select(['ID_SDM_Cube_Prozessschritt', 'ID_SDM_Cube_Schutzziel', 'ID_SDM_Cube_Status', 'ID_SDM_Cube_Risikostufe'])
    .where('ID_Verarbeitung', '=', id)
    .execute();
  const byKey = new Map(stored.map((c) => [cellKey(c.ID_SDM_Cube_Prozessschritt, c.ID_SDM_Cube_Schutzziel), c]));
  return SDM_SCHUTZZIELE.flatMap((goal) =>
    SDM_PROZESSSCHRITTE.map((step) => {
      const cell = byKey.get(cellKey(step, goal));
      return {
        ID_Schutzziel: goal,
        ID_Prozessschritt: step,
        ID_Status: cell?.ID_SDM_Cube_Status ?? 0,
        ID_Risikostufe: cell?.ID_SDM_Cube_Risikostufe ?? 0,
      };
    }),
  );
}
