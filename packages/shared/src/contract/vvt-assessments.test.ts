import { bucketOfStatus, dsfaEmpfehlung, dsfaKriterienAnzahl, dsgvoRisiko, downtimeOf, formatDowntime } from './vvt-assessments';
import { verarbeitungFieldsSchema } from './vvt-records';

describe('VVT assessments (issue 9)', () => {
  it('suggests a DPIA from two of the nine WP248 criteria on', () => {
    expect(dsfaKriterienAnzahl({ dsfa_k_ueberwachung: true })).toBe(1);
    expect(dsfaEmpfehlung(1)).toBe('notRequired');
    expect(dsfaKriterienAnzahl({ dsfa_k_ueberwachung: true, dsfa_k_sensible_daten: true, dsfa_k_umfang: false })).toBe(2);
    expect(dsfaEmpfehlung(2)).toBe('required');
    expect(dsfaEmpfehlung(9)).toBe('required');
  });

  it('knows only normal and high risk: high from damage potential or cube risk level 3', () => {
    expect(dsgvoRisiko(0, 0)).toBeUndefined();
    expect(dsgvoRisiko(2, 1)).toBe('normal');
    expect(dsgvoRisiko(3, 0)).toBe('high');
    expect(dsgvoRisiko(1, 3)).toBe('high');
  });

  it('shows stored hours in the largest whole unit (1 week = 168 hours)', () => {
    expect(downtimeOf(336)).toEqual({ value: 2, unit: 'weeks' });
    expect(downtimeOf(48)).toEqual({ value: 2, unit: 'days' });
    expect(downtimeOf(36)).toEqual({ value: 36, unit: 'hours' });
    expect(downtimeOf(null)).toBeNull();
    expect(formatDowntime(336, 'de')).toBe('2 Wochen');
    expect(formatDowntime(336, 'en')).toBe('2 weeks');
    expect(formatDowntime(24, 'de')).toBe('1 Tag');
    expect(formatDowntime(null, 'en')).toBe('');
  });

  it('puts statuses into the summary buckets: ok 1, optimisation 2, critical 3, verify 0 and 4, inactive 5', () => {
    expect([0, 1, 2, 3, 4, 5].map(bucketOfStatus)).toEqual(['pruefen', 'ok', 'optimierung', 'kritisch', 'pruefen', 'inaktiv']);
  });

  it('stores the screening in the record: nine switches and nine bounded notes', () => {
    const parsed = verarbeitungFieldsSchema.parse({ SDM_Ebene_Nr: 1, Nummer: 'X', Name: 'Y' });
    expect(Object.keys(parsed).filter((k) => /^dsfa_k_[a-z_]+$/.test(k) && !k.endsWith('_notiz'))).toHaveLength(9);
    expect(verarbeitungFieldsSchema.safeParse({ SDM_Ebene_Nr: 1, Nummer: 'X', Name: 'Y', dsfa_k_umfang_notiz: 'x'.repeat(2001) }).success).toBe(false);
  });
});
