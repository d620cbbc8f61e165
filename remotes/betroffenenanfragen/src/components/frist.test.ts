import { fristOfRow } from './frist';

const at = (day: string) => new Date(`${day}T12:00:00`).getTime();

describe('fristOfRow', () => {
  it('counts whole days to the Frist; the Frist day itself is still in time', () => {
    expect(fristOfRow({ Status: 'eingegangen', Frist: '2026-02-28' }, at('2026-02-20'))).toEqual({ kind: 'left', days: 8 });
    expect(fristOfRow({ Status: 'inBearbeitung', Frist: '2026-02-28' }, at('2026-02-28'))).toEqual({ kind: 'today' });
    expect(fristOfRow({ Status: 'inBearbeitung', Frist: '2026-02-28' }, at('2026-03-02'))).toEqual({ kind: 'overdue', days: 2 });
  });

  it('no longer runs once the request is settled', () => {
    for (const Status of ['beantwortet', 'abgelehnt', 'zurueckgezogen'] as const)
      expect(fristOfRow({ Status, Frist: '2026-01-01' }, at('2026-03-02'))).toEqual({ kind: 'settled' });
  });
});
