import { createRecordStaging } from '@vws/shared/edit';
import type { Dokument } from '@vws/shared/contract/audit';
import { DOKUMENT_MAX_BYTES } from '@vws/shared/contract/audit';

/** Staging of documents (spec §3, §5): new ones get a negative temporary id. */
const staging = createRecordStaging<'IsModified', 'IsDeleted', Dokument>({ modified: 'IsModified', deleted: 'IsDeleted' });

export const addDocument = (docs: Dokument[]): Dokument[] => staging.add(docs, { Name: '', Link: '', Dateiname: '', Mimetype: '', Groesse: 0, hasFile: false });

export const changeDocument = (docs: Dokument[], id: number, change: Partial<Dokument>): Dokument[] => staging.change(docs, id, change);

/** Removing an unsaved document drops it; a stored one is marked deleted (sent with ID > 0). */
export const removeDocument = (docs: Dokument[], id: number): Dokument[] => staging.remove(docs, id);

export const documentsDirty = (docs: Dokument[]): boolean => staging.isDirty(docs);

/** Spec §5: only modified documents, or deleted ones with ID above 0. */
export const documentsToSave = (docs: Dokument[]): Dokument[] => staging.toSend(docs);

/** After a successful update: deleted ones are gone, the rest unchanged. */
export const documentsSaved = (docs: Dokument[]): Dokument[] => staging.saved(docs);

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
