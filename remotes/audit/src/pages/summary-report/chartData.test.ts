import { summaryChartData } from './chartData';

describe('summaryChartData', () => {
  it('stacks the counts per status in the status colours', () => {
    const data = summaryChartData(
      [
        {
          ID: 1,
          Name: 'Datenminimierung',
          ID_Schutzzielpaket: 1,
          Anzahl_Gesamt: 4,
          Anzahl_erfuellt: 2,
          Anzahl_fehlt: 1,
          Anzahl_kritisch: 1,
          Anzahl_nicht_zutreffend: 0,
          Anzahl_pruefen: 0,
          Anzahl_unbearbeitet: 0,
          Anteil_erfuellt: 50,
        },
      ],
      (r) => r.Name,
      (s) => `S${s}`,
    );
    expect(data.labels).toEqual(['Datenminimierung']);
    const byLabel = Object.fromEntries(data.datasets.map((d) => [d.label, { data: d.data, color: d.backgroundColor }]));
    expect(byLabel.S1).toEqual({ data: [1], color: '#b91c1c' });
    expect(byLabel.S3).toEqual({ data: [2], color: '#15803d' });
    expect(byLabel.S2.data).toEqual([1]);
  });
});
