import { anteilErfuellt } from '@vws/shared/contract/audit';
import { summaryRows } from './summary';

const goals = [
  { ID: 1, Name: 'Datenminimierung', ID_Schutzzielpaket: 1 },
  { ID: 2, Name: 'Transparenz', ID_Schutzzielpaket: 1 },
  { ID: 8, Name: 'Revisionssicherheit', ID_Schutzzielpaket: 2 },
];
const counts = [
  { ID_Schutzziel: 1, ID_Status: 3, Anzahl: 2 },
  { ID_Schutzziel: 1, ID_Status: 4, Anzahl: 1 },
  { ID_Schutzziel: 1, ID_Status: 1, Anzahl: 1 },
  { ID_Schutzziel: 8, ID_Status: 3, Anzahl: 1 },
  { ID_Schutzziel: 2, ID_Status: 4, Anzahl: 3 },
];

describe('anteilErfuellt', () => {
  it('divides fulfilled by total minus not applicable and rounds', () => {
    expect(anteilErfuellt(4, 2, 1)).toBe(67);
    expect(anteilErfuellt(3, 1, 0)).toBe(33);
    expect(anteilErfuellt(8, 7, 0)).toBe(88);
  });
  it('is undefined (null) when the denominator is 0', () => {
    expect(anteilErfuellt(0, 0, 0)).toBeNull();
    expect(anteilErfuellt(3, 0, 3)).toBeNull();
  });
});

describe('summaryRows', () => {
  it('standard: only package 1, every status counted', () => {
    const rows = summaryRows(goals, counts, 'standard');
    expect(rows.map((r) => r.ID)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({
      Anzahl_Gesamt: 4,
      Anzahl_erfuellt: 2,
      Anzahl_kritisch: 1,
      Anzahl_nicht_zutreffend: 1,
      Anzahl_fehlt: 0,
      Anteil_erfuellt: 67,
    });
    expect(rows[1]).toMatchObject({ Anzahl_Gesamt: 3, Anzahl_nicht_zutreffend: 3, Anteil_erfuellt: null });
  });

  it('extended: every package, status 4 left out and counted as 0', () => {
    const rows = summaryRows(goals, counts, 'extended');
    expect(rows.map((r) => r.ID)).toEqual([1, 2, 8]);
    expect(rows[0]).toMatchObject({ Anzahl_Gesamt: 3, Anzahl_nicht_zutreffend: 0, Anzahl_erfuellt: 2, Anteil_erfuellt: 67 });
    expect(rows[1]).toMatchObject({ Anzahl_Gesamt: 0, Anteil_erfuellt: null });
    expect(rows[2]).toMatchObject({ Anzahl_Gesamt: 1, Anzahl_erfuellt: 1, Anteil_erfuellt: 100 });
  });
});
