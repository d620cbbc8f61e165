import { documentsToSend, type Dokument } from '@vws/shared/contract/audit';
import { addDocument, changeDocument, documentsDirty, removeDocument } from './documents';

const stored = (ID: number): Dokument => ({
  ID,
  Name: `Dok ${ID}`,
  Link: 'https://example.org',
  Dateiname: '',
  Mimetype: '',
  Groesse: 0,
  hasFile: false,
  IsModified: false,
  IsDeleted: false,
});

describe('document staging (spec §5)', () => {
  it('sends only modified documents and deleted ones with ID > 0', () => {
    let docs = [stored(1), stored(2), stored(3)];
    docs = addDocument(docs);
    docs = changeDocument(docs, -1, { Name: 'Neu', Link: 'https://neu.example' });
    docs = addDocument(docs);
    docs = removeDocument(docs, -2);
    docs = removeDocument(docs, 2);
    docs = changeDocument(docs, 3, { Name: 'Umbenannt' });
    expect(documentsToSend(docs).map((d) => [d.ID, d.IsModified, d.IsDeleted])).toEqual([
      [2, false, true],
      [3, true, false],
      [-1, true, false],
    ]);
  });

  it('is dirty only after a change', () => {
    expect(documentsDirty([stored(1)])).toBe(false);
    expect(documentsDirty(removeDocument([stored(1)], 1))).toBe(true);
  });

  it('gives new documents distinct negative ids', () => {
    const docs = addDocument(addDocument([stored(5)]));
    expect(docs.map((d) => d.ID)).toEqual([5, -1, -2]);
  });
});
