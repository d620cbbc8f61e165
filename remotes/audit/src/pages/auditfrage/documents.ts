import type { Dokument } from '@vws/shared/contract/audit';
import { DOKUMENT_MAX_BYTES } from '@vws/shared/contract/audit';

/** Staging of documents (spec §3, §5): new ones get a negative temporary id. */
export function addDocument(docs: Dokument[]): Dokument[] {
  const tempId = Math.min(0, ...docs.map((d) => d.ID)) - 1;
  return [
    ...docs,
    { ID: tempId, Name: '', Link: '', Dateiname: '', Mimetype: '', Groesse: 0, hasFile: false, IsModified: true, IsDeleted: false },
  ];
}

export function changeDocument(docs: Dokument[], id: number, change: Partial<Dokument>): Dokument[] {
  return docs.map((d) => (d.ID === id ? { ...d, ...change, IsModified: true } : d));
}

/** Removing an unsaved document drops it; a stored one is marked deleted (sent with ID > 0). */
export function removeDocument(docs: Dokument[], id: number): Dokument[] {
  return id > 0 ? docs.map((d) => (d.ID === id ? { ...d, IsDeleted: true } : d)) : docs.filter((d) => d.ID !== id);
}

export function documentsDirty(docs: Dokument[]): boolean {
  return docs.some((d) => d.IsModified || d.IsDeleted);
}

export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function isFileTooLarge(file: File): boolean {
  return file.size > DOKUMENT_MAX_BYTES;
}
