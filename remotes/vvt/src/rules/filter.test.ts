import type { VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { applyVvtFilter, defaultVvtFilter, effectiveFilter, isVvtFilterActive } from './filter';

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
  isAssignedToCurrentUser: false,
  ...over,
});

const ITEMS = [
  item({ ID: 1 }),
  item({ ID: 2, ID_Status: 5, Name: 'Altes Archiv' }),
  item({ ID: 3, SDM_Ebene_Nr: 2, ID_Status: 5, Gruppe: 'IT', Nummer: 'A-07', Name: 'SAP HCM', Verantwortlich_Name: 'Ina Tech', Verantwortlich_Abteilung: 'IT-Betrieb' }),
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

  it('lets each page fix its level or its own restriction', () => {
    const stored = { ...defaultVvtFilter(), ebene: 2 };
    expect(effectiveFilter(stored, { kind: 'level', ebene: 1 }).ebene).toBe(1);
    expect(effectiveFilter(stored, { kind: 'pendingReview' })).toEqual(expect.objectContaining({ ebene: 0, nurZurPruefungDSB: true }));
    expect(effectiveFilter(stored, { kind: 'assigned' })).toEqual(expect.objectContaining({ ebene: 0, nurZugeordnet: true }));
  });

  it('knows when it differs from the default', () => {
    expect(isVvtFilterActive(defaultVvtFilter())).toBe(false);
    expect(isVvtFilterActive({ ...defaultVvtFilter(), text: 'x' })).toBe(true);
    expect(isVvtFilterActive({ ...defaultVvtFilter(), status: [true, true, true, true, true, true] })).toBe(true);
  });
});
