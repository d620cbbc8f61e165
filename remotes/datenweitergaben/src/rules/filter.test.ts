import { VERTRAGSSTATUS_GROUP_IDS, VERTRAGSSTATUS_IDS, type DatenweitergabeListItem } from '@vws/shared/contract/datenweitergaben';
import { defaultDwFilter, dwFilterPredicate, isDwFilterActive, restoreDwFilter, type DwFilter } from './filter';

const item = (ID: number, over: Partial<DatenweitergabeListItem> = {}): DatenweitergabeListItem => ({
  ID,
  Version: 1,
  Gruppe: 'Personal',
  Firma_Empfaenger: 'Lohnbüro Schmitt',
  PLZ: '50667',
  Ort: 'Köln',
  Land: 'Deutschland',
  Land_Code: 'DE',
  ID_Vertragsstatus: 3,
  ID_Rechtsgrundlage: 1,
  isDatenweitergabe_ausserhalb_EU: false,
  ID_Rechtsgrundlage_ausserhalb_EU: null,
  Vertragsende: null,
  Wiedervorlagedatum: null,
  Bearbeitungsdatum: '2026-01-02T10:00:00.000Z',
  ...over,
});

const ITEMS = [
  item(1),
  item(2, {
    Gruppe: 'IT',
    Firma_Empfaenger: 'Salesforce, Inc.',
    Ort: 'San Francisco',
    Land: 'USA',
    ID_Vertragsstatus: 8,
    isDatenweitergabe_ausserhalb_EU: true,
    ID_Rechtsgrundlage_ausserhalb_EU: 2,
  }),
  item(3, { Gruppe: 'Verwaltung', Firma_Empfaenger: 'Reisswolf Aktenvernichtung', Ort: 'Hamburg', ID_Vertragsstatus: 0 }),
  item(4, { Gruppe: 'Finanzen', Firma_Empfaenger: 'Sparkasse KölnBonn', Ort: 'Bonn', ID_Vertragsstatus: 7, ID_Rechtsgrundlage: 4 }),
  item(5, { Gruppe: 'IT', Firma_Empfaenger: 'Hetzner Online GmbH', Ort: 'Gunzenhausen', ID_Vertragsstatus: 9, ID_Rechtsgrundlage: null }),
  item(6, {
    Gruppe: 'Marketing',
    Firma_Empfaenger: 'Mailchimp (Intuit)',
    Ort: 'Atlanta',
    Land: 'USA',
    ID_Vertragsstatus: 2,
    ID_Rechtsgrundlage: 3,
    isDatenweitergabe_ausserhalb_EU: true,
  }),
];

const withFilter = (over: Partial<DwFilter>): DwFilter => ({ ...defaultDwFilter(), ...over });
const ids = (over: Partial<DwFilter> = {}, items = ITEMS) => items.filter(dwFilterPredicate(withFilter(over))).map((i) => i.ID);

describe('data-transfer list filter (spec §5: case-insensitive substrings, empty means no restriction)', () => {
  it('lets everything pass by default', () => {
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isDwFilterActive(defaultDwFilter())).toBe(false);
  });

  it('matches the text in group, recipient, place or country, case-insensitive and trimmed', () => {
    // Substrings anywhere: the group IT, but also Schmitt and Intuit.
    expect(ids({ text: 'it' })).toEqual([1, 2, 5, 6]);
    expect(ids({ text: 'iT' })).toEqual([1, 2, 5, 6]);
    expect(ids({ text: 'SALESFORCE' })).toEqual([2]);
    expect(ids({ text: 'reisswolf akten' })).toEqual([3]);
    expect(ids({ text: 'köln' })).toEqual([1, 4]);
    expect(ids({ text: 'KÖLN' })).toEqual([1, 4]);
    expect(ids({ text: 'gunzen' })).toEqual([5]);
    expect(ids({ text: 'usa' })).toEqual([2, 6]);
    expect(ids({ text: '  marketing ' })).toEqual([6]);
    expect(ids({ text: '   ' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ text: 'Vertragsgegenstand' })).toEqual([]);
  });

  it('filters by the summary groups of the contract status (spec §4), any of the chosen ones', () => {
    expect(ids({ groups: ['verify'] })).toEqual([3]);
    expect(ids({ groups: ['critical'] })).toEqual([2]);
    expect(ids({ groups: ['open'] })).toEqual([6]);
    expect(ids({ groups: ['fulfilled'] })).toEqual([1]);
    expect(ids({ groups: ['terminated'] })).toEqual([5]);
    expect(ids({ groups: ['notRequired'] })).toEqual([4]);
    expect(ids({ groups: ['critical', 'verify'] })).toEqual([2, 3]);
  });

  it('puts every contract status 0 to 9 into exactly the group of spec §4', () => {
    const byStatus = VERTRAGSSTATUS_IDS.map((status) => item(100 + status, { ID_Vertragsstatus: status }));
    const inGroup = (group: keyof typeof VERTRAGSSTATUS_GROUP_IDS) => ids({ groups: [group] }, byStatus).map((id) => id - 100);
    expect(inGroup('verify')).toEqual([0, 5]);
    expect(inGroup('critical')).toEqual([8]);
    expect(inGroup('open')).toEqual([1, 2]);
    expect(inGroup('fulfilled')).toEqual([3, 6]);
    expect(inGroup('terminated')).toEqual([4, 9]);
    expect(inGroup('notRequired')).toEqual([7]);
    // A status outside 0 to 9 belongs to no group: a group filter hides it.
    expect(ids({ groups: [...Object.keys(VERTRAGSSTATUS_GROUP_IDS)] as DwFilter['groups'] }, [item(1, { ID_Vertragsstatus: 42 })])).toEqual([]);
  });

  it('filters by legal basis, any of the chosen ones; a transfer without one passes no basis filter', () => {
    expect(ids({ rechtsgrundlagen: [1] })).toEqual([1, 2, 3]);
    expect(ids({ rechtsgrundlagen: [3, 4] })).toEqual([4, 6]);
    expect(ids({ rechtsgrundlagen: [2] })).toEqual([]);
    expect(ids({ rechtsgrundlagen: [1, 3, 4] })).not.toContain(5);
  });

  it('filters by third country: all, only outside the EU, only inside', () => {
    expect(ids({ drittland: 'all' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ drittland: 'yes' })).toEqual([2, 6]);
    expect(ids({ drittland: 'no' })).toEqual([1, 3, 4, 5]);
  });

  it('combines the filters (all must match)', () => {
    expect(ids({ text: 'usa', drittland: 'yes', groups: ['open'] })).toEqual([6]);
    expect(ids({ text: 'it', rechtsgrundlagen: [1], drittland: 'no' })).toEqual([1]);
    expect(ids({ text: 'it', rechtsgrundlagen: [3], drittland: 'no' })).toEqual([]);
    expect(ids({ text: 'köln', groups: ['fulfilled', 'notRequired'], rechtsgrundlagen: [4] })).toEqual([4]);
  });

  it('knows when it differs from the default', () => {
    expect(isDwFilterActive(withFilter({ text: '  ' }))).toBe(false);
    expect(isDwFilterActive(withFilter({ text: 'x' }))).toBe(true);
    expect(isDwFilterActive(withFilter({ groups: ['open'] }))).toBe(true);
    expect(isDwFilterActive(withFilter({ rechtsgrundlagen: [1] }))).toBe(true);
    expect(isDwFilterActive(withFilter({ drittland: 'no' }))).toBe(true);
  });

  it('repairs a stored filter of another shape instead of trusting it', () => {
    const stored = { text: 7, groups: ['open', 'unbekannt'], rechtsgrundlagen: 'alle', drittland: 'vielleicht' } as unknown as Partial<DwFilter>;
    expect(restoreDwFilter(stored, defaultDwFilter())).toEqual({ text: '', groups: ['open'], rechtsgrundlagen: [], drittland: 'all' });
    expect(restoreDwFilter(undefined, defaultDwFilter())).toEqual(defaultDwFilter());
    expect(restoreDwFilter({ text: 'bank', drittland: 'yes' }, defaultDwFilter())).toEqual(withFilter({ text: 'bank', drittland: 'yes' }));
  });

  // Its speed is measured by a benchmark, not here: a timed assertion fails on a busy machine.
  it('filters 10,000 rows by text, status group, legal basis and third country together', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      item(i, {
        Gruppe: `Gruppe ${i % 13}`,
        Firma_Empfaenger: `Empfänger Nummer ${i} GmbH`,
        ID_Vertragsstatus: i % 10,
        ID_Rechtsgrundlage: (i % 5) + 1,
        isDatenweitergabe_ausserhalb_EU: i % 3 === 0,
      }),
    );
    const found = many.filter(
      dwFilterPredicate(withFilter({ text: 'NUMMER 99', groups: ['fulfilled', 'critical'], rechtsgrundlagen: [1, 4], drittland: 'no' })),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every(
        (f) =>
          f.Firma_Empfaenger.includes('Nummer 99') &&
          [3, 6, 8].includes(f.ID_Vertragsstatus) &&
          [1, 4].includes(f.ID_Rechtsgrundlage!) &&
          !f.isDatenweitergabe_ausserhalb_EU,
      ),
    ).toBe(true);
    // The same rows as a plain scan finds.
    const expected = many.filter(
      (f) => f.Firma_Empfaenger.includes('Nummer 99') && [3, 6, 8].includes(f.ID_Vertragsstatus) && [1, 4].includes(f.ID_Rechtsgrundlage!) && f.ID % 3 !== 0,
    );
    expect(found.map((f) => f.ID)).toEqual(expected.map((f) => f.ID));
  });
});
