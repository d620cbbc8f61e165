import { fullReportArgs, reportFilterOf, withReportFilter } from './reportFilter';

describe('the full report filter in the address', () => {
  it('defaults to the report level (the Art. 30(1) register: level 1, the others every level) and ignores invalid values', () => {
    expect(reportFilterOf(new URLSearchParams(''), 'external')).toEqual({ ebene: 1, gruppe: '', status: [] });
    expect(reportFilterOf(new URLSearchParams(''), 'internal')).toEqual({ ebene: 0, gruppe: '', status: [] });
    expect(reportFilterOf(new URLSearchParams('ebene=7&status=9,x,2,2,0&gruppe=%20IT%20'), 'external')).toEqual({ ebene: 1, gruppe: 'IT', status: [0, 2] });
  });

  it('writes only what differs from the default and keeps the other parameters', () => {
    const params = withReportFilter(new URLSearchParams('reportType=external&cuid=c1&ebene=2'), 'external', { ebene: 1, gruppe: 'Vertrieb', status: [3, 1] });
    expect(params.toString()).toBe('reportType=external&cuid=c1&gruppe=Vertrieb&status=1%2C3');
    expect(reportFilterOf(params, 'external')).toEqual({ ebene: 1, gruppe: 'Vertrieb', status: [1, 3] });
  });

  it('asks the server for the level always, group and statuses when chosen', () => {
    expect(fullReportArgs('external', { ebene: 1, gruppe: '', status: [] })).toEqual({ fullReportType: 'external', SDM_Ebene_Nr: 1 });
    expect(fullReportArgs('internal', { ebene: 0, gruppe: 'IT', status: [0, 4] })).toEqual({
      fullReportType: 'internal',
      SDM_Ebene_Nr: 0,
      Gruppe: 'IT',
      ID_Status: '0,4',
    });
  });
});
