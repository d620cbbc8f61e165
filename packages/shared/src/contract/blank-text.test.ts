import { auditfrageSaveErrors, dokumentErrors, referenceEditEntrySchema } from './audit';
import { isBlank, isSafeLink } from './text';
import { verarbeitungFieldsSchema } from './vvt-records';

/** Text that shows nothing: zero-width space, non-joiner, joiner, word joiner, BOM, NBSP, mixed. */
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00a0', '\u00a0\u00a0', ' \u200b\u00a0 '];

describe('blank text: invisible characters count as blank (issue 12)', () => {
  it.each(INVISIBLE)('isBlank(%j)', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it('is not blank when a visible character is left', () => {
    expect(isBlank('\u200bA\u200b')).toBe(false);
    expect(isBlank('Technik')).toBe(false);
  });

  describe('reference-list entries', () => {
    it.each(INVISIBLE)('refuses a new or renamed entry named %j with required at Name', (Name) => {
      for (const ID of [-1, 5]) {
        const result = referenceEditEntrySchema.safeParse({ ID, Name, isModified: true });
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['Name'], message: 'required' })]);
      }
    });

    it('accepts a deleted or unchanged entry whatever its name, and a real name', () => {
      expect(referenceEditEntrySchema.safeParse({ ID: 5, Name: '\u200b', isDeleted: true }).success).toBe(true);
      expect(referenceEditEntrySchema.safeParse({ ID: 5, Name: '\u200b' }).success).toBe(true);
      expect(referenceEditEntrySchema.safeParse({ ID: -1, Name: 'Vertrieb', isModified: true }).success).toBe(true);
    });
  });

  describe('audit documents', () => {
    const doc = (Name: string, Link = 'https://example.com/a.pdf') => ({ Name, Link, hasFile: false });

    it.each(INVISIBLE)('refuses a document named %j', (Name) => {
      expect(dokumentErrors(doc(Name), 2)).toEqual([{ path: 'dokumenteZuFrage.2.Name', message: 'required' }]);
    });

    it('refuses control characters and over-long names as the contract does', () => {
      expect(dokumentErrors(doc('a\u0000b'), 0)).toEqual([{ path: 'dokumenteZuFrage.0.Name', message: 'controlCharacter' }]);
      expect(dokumentErrors(doc('x'.repeat(301)), 0)).toEqual([{ path: 'dokumenteZuFrage.0.Name', message: 'maxLength' }]);
    });

    it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://example.com/x', 'kein Link'])('refuses the link %j', (Link) => {
      expect(dokumentErrors(doc('Vertrag', Link), 0)).toEqual([{ path: 'dokumenteZuFrage.0.Link', message: 'invalidUrl' }]);
      expect(isSafeLink(Link)).toBe(false);
    });

    it('accepts http, https and mailto links, and a file without a link', () => {
      for (const Link of ['http://intranet/x', 'https://example.com', 'mailto:dsb@example.com']) expect(dokumentErrors(doc('Vertrag', Link), 0)).toEqual([]);
      expect(dokumentErrors({ Name: 'Scan', Link: '', hasFile: true }, 0)).toEqual([]);
      expect(dokumentErrors({ Name: 'Scan', Link: '', hasFile: false }, 0)).toEqual([{ path: 'dokumenteZuFrage.0.Link', message: 'linkOrFileRequired' }]);
    });
  });

  it.each(INVISIBLE)('refuses a question whose Nummer or Fragestellung is %j', (value) => {
    expect(auditfrageSaveErrors({ Nummer: value, ID_Themenblock: 1, Fragestellung: value })).toEqual([
      { path: 'auditfrage.Nummer', message: 'required' },
      { path: 'auditfrage.Fragestellung', message: 'required' },
    ]);
  });

  describe('VVT selections (own entries of groups of people, data categories, storage locations)', () => {
    const record = (selections: Record<string, string[]>) => ({ SDM_Ebene_Nr: 1, Nummer: '1', Name: 'Lohnabrechnung', ...selections });

    it.each(['personengruppen', 'datenkategorien', 'speicherort'])('refuses an invisible-only entry in %s', (field) => {
      for (const value of INVISIBLE) {
        const result = verarbeitungFieldsSchema.safeParse(record({ [field]: ['Beschäftigte', value] }));
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field, 1], message: 'required' })]);
      }
    });

    it('accepts and trims real entries', () => {
      const result = verarbeitungFieldsSchema.parse(record({ personengruppen: [' Beschäftigte '], datenkategorien: ['Bankdaten'], speicherort: [] }));
      expect(result.personengruppen).toEqual(['Beschäftigte']);
    });
  });
});
