import { bucketsPerLevel, summaryChartData } from './summaryData';

describe('VVT summary', () => {
  it('counts the records of each level in the buckets ok, optimisation, critical, verify (0 and 4) and inactive', () => {
    const rows = bucketsPerLevel([
      { SDM_Ebene_Nr: 1, ID_Status: 0, Anzahl: 2 },
      { SDM_Ebene_Nr: 1, ID_Status: 4, Anzahl: 3 },
      { SDM_Ebene_Nr: 1, ID_Status: 1, Anzahl: 5 },
      { SDM_Ebene_Nr: 2, ID_Status: 3, Anzahl: 1 },
      { SDM_Ebene_Nr: 3, ID_Status: 5, Anzahl: 4 },
    ]);
    expect(rows[0]).toEqual({ ebene: 1, ok: 5, optimierung: 0, kritisch: 0, pruefen: 5, inaktiv: 0, total: 10 });
    expect(rows[1]).toMatchObject({ kritisch: 1, total: 1 });
    expect(rows[2]).toMatchObject({ inaktiv: 4, total: 4 });
    const chart = summaryChartData(
      rows,
      (e) => `L${e}`,
      (b) => b,
    );
    expect(chart.labels).toEqual(['L1', 'L2', 'L3']);
    expect(chart.datasets.map((d) => d.label)).toEqual(['ok', 'optimierung', 'kritisch', 'pruefen', 'inaktiv']);
  });
});
