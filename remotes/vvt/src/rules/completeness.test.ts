import type { Finding } from '@vws/shared/contract/vvt';
import { befundMap, befundRank, befundSeverity, isBefundFilter, isIncomplete, matchesBefund, summarizeFindings } from './completeness';

const f = (severity: Finding['severity']): Finding => ({ code: 'purposeMissing', severity, field: 'Zweck' });

describe('the register check on the client', () => {
  it('counts findings per severity; only missing items and contradictions make a record incomplete', () => {
    expect(summarizeFindings([f('missing'), f('missing'), f('hint')])).toEqual({ missing: 2, contradiction: 0, hint: 1 });
    expect(isIncomplete(summarizeFindings([f('hint')]))).toBe(false);
    expect(isIncomplete(summarizeFindings([f('contradiction')]))).toBe(true);
    expect(isIncomplete(undefined)).toBe(false);
  });

  it('filters: all, incomplete, missing, contradiction; a record not checked passes only "all"', () => {
    const missing = summarizeFindings([f('missing')]);
    const contradiction = summarizeFindings([f('contradiction')]);
    const hint = summarizeFindings([f('hint')]);
    expect([missing, contradiction, hint, undefined].map((s) => matchesBefund('', s))).toEqual([true, true, true, true]);
    expect([missing, contradiction, hint, undefined].map((s) => matchesBefund('incomplete', s))).toEqual([true, true, false, false]);
    expect([missing, contradiction, hint, undefined].map((s) => matchesBefund('missing', s))).toEqual([true, false, false, false]);
    expect([missing, contradiction, hint, undefined].map((s) => matchesBefund('contradiction', s))).toEqual([false, true, false, false]);
    expect(['', 'missing', 'hint', 3].map(isBefundFilter)).toEqual([true, true, false, false]);
  });

  it('maps the register answer by record, ranks contradictions first and colours them red', () => {
    const map = befundMap([
      { ID: 7, Nummer: 'VT-007', Name: 'CRM', findings: [f('contradiction')] },
      { ID: 8, Nummer: 'VT-008', Name: 'News', findings: [f('missing'), f('missing')] },
    ]);
    expect(befundRank(map.get(7))).toBeGreaterThan(befundRank(map.get(8)));
    expect(befundRank(undefined)).toBeLessThan(befundRank(summarizeFindings([])));
    expect(befundSeverity(map.get(7)!)).toBe('danger');
    expect(befundSeverity(map.get(8)!)).toBe('warning');
  });
});
