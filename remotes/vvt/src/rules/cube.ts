import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE, type Prozessschritt, type SdmCubeCell, type SdmCubeReportRow } from '@vws/shared/contract/vvt';

/** Index of a cell in the form's 28-cell array: step-major (step 1 goals 1..7, step 2 ...). */
export function cellIndex(schritt: number, schutzziel: number): number {
  return (schritt - 1) * SDM_SCHUTZZIELE.length + (schutzziel - 1);
}

export function emptyCell(schritt: number, schutzziel: number): SdmCubeCell {
  return {
    ID: 0,
    ID_SDM_Cube_Prozessschritt: schritt,
    ID_SDM_Cube_Schutzziel: schutzziel,
    ID_SDM_Cube_Status: 0,
    ID_SDM_Cube_Risikostufe: 0,
    SDM_Cube_Schutzziel_Name: '',
    Antwort: '',
    Risikobeschreibung: '',
    Massnahmen: '',
    Bemerkungen_Nachweise: '',
    IsModified: false,
  };
}

/** All 28 cells in a fixed order, the stored ones where they exist (spec §3: empty cells for the rest). */
export function fullCube(stored: readonly SdmCubeCell[]): SdmCubeCell[] {
  return SDM_PROZESSSCHRITTE.flatMap((schritt) =>
    SDM_SCHUTZZIELE.map((ziel) => {
      const cell = stored.find((c) => c.ID_SDM_Cube_Prozessschritt === schritt && c.ID_SDM_Cube_Schutzziel === ziel);
      return cell ? { ...cell, IsModified: false } : emptyCell(schritt, ziel);
    }),
  );
}

export function fullSchritte(stored: readonly Prozessschritt[]): Prozessschritt[] {
  return SDM_PROZESSSCHRITTE.map((schritt) => {
    const found = stored.find((s) => s.ID_SDM_Cube_Prozessschritt === schritt);
    return found ? { ...found, IsModified: false } : { ID: 0, ID_SDM_Cube_Prozessschritt: schritt, Beschreibung: '', IsModified: false };
  });
}

const CELL_TEXTS = ['Antwort', 'Risikobeschreibung', 'Massnahmen', 'Bemerkungen_Nachweise'] as const;

function cellChanged(cell: SdmCubeCell, before: SdmCubeCell | undefined): boolean {
  if (!before) return true;
  return (
    cell.ID_SDM_Cube_Status !== before.ID_SDM_Cube_Status ||
    cell.ID_SDM_Cube_Risikostufe !== before.ID_SDM_Cube_Risikostufe ||
    CELL_TEXTS.some((key) => cell[key] !== before[key])
  );
}

/** The cells to send: changed ones flagged IsModified (the server stores all 28 in one transaction). */
export function cubeToSend(cells: readonly SdmCubeCell[], before: readonly SdmCubeCell[]): SdmCubeCell[] {
  return cells.map((cell, i) => ({ ...cell, IsModified: cellChanged(cell, before[i]) }));
}

export function schritteToSend(schritte: readonly Prozessschritt[], before: readonly Prozessschritt[]): Prozessschritt[] {
  return schritte.map((s, i) => ({ ...s, IsModified: s.Beschreibung !== before[i]?.Beschreibung }));
}

/** The report rows as a 7 x 4 grid: grid[goal - 1][step - 1], missing cells as status 0, risk 0. */
export function cubeGrid(rows: readonly SdmCubeReportRow[]): SdmCubeReportRow[][] {
  return SDM_SCHUTZZIELE.map((ziel) =>
    SDM_PROZESSSCHRITTE.map(
      (schritt) =>
        rows.find((r) => r.ID_Schutzziel === ziel && r.ID_Prozessschritt === schritt) ?? {
          ID_Schutzziel: ziel,
          ID_Prozessschritt: schritt,
          ID_Status: 0,
          ID_Risikostufe: 0,
        },
    ),
  );
}
