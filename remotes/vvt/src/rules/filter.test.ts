import type { VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { applyVvtFilter, defaultVvtFilter, effectiveFilter, isVvtFilterActive, offersLevelFilter, restoreLevel } from './filter';

const item = (over: Partial<VerarbeitungListItem>): VerarbeitungListItem => ({
  ID: 1,
  SDM_Ebene_Nr: 1,
  ID_Status: 0,
  Gruppe: 'Personal',
  Nummer: 'P-01',
  Name: 'Lohnabrechnung',
  Zweck: '',
  Verantwortlich_Name: 'Petra Ober',
  Verantwortlich_Abteilung: 'Personalabteilung',
  Sortierung: 0,
  Version: 1,
  Bearbeitungsdatum: '2026-01-01',
  isBereitZurPruefungDSB: false,
  PruefungDSB_angefordert_am: null,
  isAssignedToCurrentUser: false,
  ...over,
});

const ITEMS = [
  item({ ID: 1 }),
  item({ ID: 2, ID_Status: 5, Name: 'Altes Archiv' }),
  item({
    ID: 3,
    SDM_Ebene_Nr: 2,
    ID_Status: 5,
    Gruppe: 'IT',
    Nummer: 'A-07',
    Name: 'SAP HCM',
    Verantwortlich_Name: 'Ina Tech',
    Verantwortlich_Abteilung: 'IT-Betrieb',
  }),
  item({ ID: 4, SDM_Ebene_Nr: 3, Gruppe: 'IT', Nummer: 'I-01', Name: 'Rechenzentrum', isBereitZurPruefungDSB: true, isAssignedToCurrentUser: true }),
];
const ids = (filter = defaultVvtFilter()) => applyVvtFilter(ITEMS, filter).map((i) => i.ID);

describe('VVT filter (spec §5)', () => {
  it('shows status 0 to 4 by default and hides 5, but only for level 1 entries', () => {
    expect(ids()).toEqual([1, 3, 4]);
    expect(ids({ ...defaultVvtFilter(), status: [false, false, false, false, false, true] })).toEqual([2, 3, 4]);
  });

  it('matches group, number or name, and owner name or department as case-insensitive substrings', () => {
    expect(ids({ ...defaultVvtFilter(), gruppe: 'it' })).toEqual([3, 4]);
    expect(ids({ ...defaultVvtFilter(), text: 'a-0' })).toEqual([3]);
    expect(ids({ ...defaultVvtFilter(), text: 'LOHN' })).toEqual([1]);
    expect(ids({ ...defaultVvtFilter(), verantwortlich: 'it-betr' })).toEqual([3]);
    expect(ids({ ...defaultVvtFilter(), verantwortlich: 'ina' })).toEqual([3]);
  });

  it('applies the level only when it is not 0', () => {
    expect(ids({ ...defaultVvtFilter(), ebene: 3 })).toEqual([4]);
    expect(ids({ ...defaultVvtFilter(), ebene: 0 })).toEqual([1, 3, 4]);
  });

  it('restricts to pending DPO review and to records assigned to me', () => {
    expect(ids({ ...defaultVvtFilter(), nurZurPruefungDSB: true })).toEqual([4]);
    expect(ids({ ...defaultVvtFilter(), nurZugeordnet: true })).toEqual([4]);
  });

  it('lets a level list fix its level, and the lists across levels their own restriction with the stored level', () => {
    const stored = { ...defaultVvtFilter(), ebene: 2 };
    expect(effectiveFilter(stored, { kind: 'level', ebene: 1 }).ebene).toBe(1);
    expect(effectiveFilter(stored, { kind: 'pendingReview' })).toEqual(expect.objectContaining({ ebene: 2, nurZurPruefungDSB: true }));
    expect(effectiveFilter(stored, { kind: 'assigned' })).toEqual(expect.objectContaining({ ebene: 2, nurZugeordnet: true }));
    expect(effectiveFilter(defaultVvtFilter(), { kind: 'pendingReview' }).ebene).toBe(0);
  });

  it('filters the lists across levels by the chosen level (0 = all)', () => {
    const pending = (ebene: number) =>
      applyVvtFilter(
        ITEMS.map((i) => ({ ...i, isBereitZurPruefungDSB: true })),
        effectiveFilter({ ...defaultVvtFilter(), ebene }, { kind: 'pendingReview' }),
      ).map((i) => i.ID);
    expect(pending(0)).toEqual([1, 3, 4]);
    expect(pending(1)).toEqual([1]);
    expect(pending(2)).toEqual([3]);
    expect(pending(3)).toEqual([4]);
  });

  it('offers the level only on the lists across levels, and counts it there as a change', () => {
    expect(offersLevelFilter({ kind: 'pendingReview' })).toBe(true);
    expect(offersLevelFilter({ kind: 'assigned' })).toBe(true);
    expect(offersLevelFilter({ kind: 'level', ebene: 2 })).toBe(false);
    expect(offersLevelFilter({ kind: 'report' })).toBe(false);
    const level2 = { ...defaultVvtFilter(), ebene: 2 };
    expect(isVvtFilterActive(level2, { kind: 'assigned' })).toBe(true);
    expect(isVvtFilterActive(level2, { kind: 'level', ebene: 1 })).toBe(false);
    expect(isVvtFilterActive(level2)).toBe(false);
  });

  it('restores a stored level of 0 to 3 and falls back to every level otherwise', () => {
    expect([0, 1, 2, 3].map(restoreLevel)).toEqual([0, 1, 2, 3]);
    expect([4, -1, '2', null, undefined].map(restoreLevel)).toEqual([0, 0, 0, 0, 0]);
  });

  it('knows when it differs from the default', () => {
    expect(isVvtFilterActive(defaultVvtFilter())).toBe(false);
    expect(isVvtFilterActive({ ...defaultVvtFilter(), text: 'x' })).toBe(true);
    expect(isVvtFilterActive({ ...defaultVvtFilter(), befund: 'missing' })).toBe(true);
    expect(isVvtFilterActive({ ...defaultVvtFilter(), status: [true, true, true, true, true, true] })).toBe(true);
  });

  it('keeps, with a completeness filter, only the records whose check found that (issue 23)', () => {
    const checked = ITEMS.map((i) => ({ ...i, befund: { missing: i.ID === 1 ? 1 : 0, contradiction: i.ID === 3 ? 1 : 0, hint: 0 } }));
    const filter = { ...defaultVvtFilter(), status: [true, true, true, true, true, true] };
    expect(applyVvtFilter(checked, { ...filter, befund: 'missing' }).map((i) => i.ID)).toEqual([1]);
    expect(applyVvtFilter(checked, { ...filter, befund: 'incomplete' }).map((i) => i.ID)).toEqual([1, 3]);
    expect(applyVvtFilter(ITEMS, { ...filter, befund: 'incomplete' })).toEqual([]);
  });
});
