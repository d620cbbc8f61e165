import { cellIndex, cubeGrid, cubeToSend, emptyCell, fullCube, fullSchritte, schritteToSend } from './cube';

describe('SDM cube helpers', () => {
  it('fills the 28 cells step-major, keeping the stored ones', () => {
    const stored = { ...emptyCell(2, 3), ID: 11, Antwort: 'verschlüsselt' };
    const cube = fullCube([stored]);
    expect(cube).toHaveLength(28);
    expect(cube[cellIndex(2, 3)]).toEqual(expect.objectContaining({ ID: 11, Antwort: 'verschlüsselt' }));
    expect(cube[0]).toEqual(expect.objectContaining({ ID: 0, ID_SDM_Cube_Prozessschritt: 1, ID_SDM_Cube_Schutzziel: 1 }));
  });

  it('flags only changed cells and descriptions as modified', () => {
    const before = fullCube([]);
    const after = before.map((c, i) => (i === 5 ? { ...c, ID_SDM_Cube_Status: 1 } : c));
    expect(
      cubeToSend(after, before)
        .filter((c) => c.IsModified)
        .map((c) => c.ID_SDM_Cube_Schutzziel),
    ).toEqual([6]);
    const schritte = fullSchritte([]);
    expect(
      schritteToSend(
        schritte.map((s, i) => (i === 0 ? { ...s, Beschreibung: 'Formular' } : s)),
        schritte,
      ).map((s) => s.IsModified),
    ).toEqual([true, false, false, false]);
  });

  it('arranges the report rows as a 7 x 4 grid with defaults for missing cells', () => {
    const grid = cubeGrid([{ ID_Schutzziel: 7, ID_Prozessschritt: 4, ID_Status: 3, ID_Risikostufe: 2 }]);
    expect(grid).toHaveLength(7);
    expect(grid[6][3]).toEqual({ ID_Schutzziel: 7, ID_Prozessschritt: 4, ID_Status: 3, ID_Risikostufe: 2 });
    expect(grid[0][0]).toEqual({ ID_Schutzziel: 1, ID_Prozessschritt: 1, ID_Status: 0, ID_Risikostufe: 0 });
  });
});
