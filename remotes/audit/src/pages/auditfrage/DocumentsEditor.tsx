import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Dokument } from '@vws/shared/contract/audit';
import { dokumentErrors } from '@vws/shared/contract/audit';
import { addDocument, changeDocument, isFileTooLarge, readFileAsBase64, removeDocument } from './documents';
import { useAuditTranslation } from '../../i18n';
import { DocumentRow } from './DocumentRow';
import type { DocumentKind } from './DocumentTarget';

interface Props {
  docs: Dokument[];
  onChange: (docs: Dokument[]) => void;
  readOnly: boolean;
  downloadUrl: (id: number) => string;
  showErrors: boolean;
  onFileTooLarge: () => void;
}

const storedKind = (d: Dokument): DocumentKind => (d.hasFile || d.Inhalt_Base64 ? 'file' : 'link');

/** Documents of a question: a name and either a link or an uploaded file (≤ 10 MB), staged until saved. */
export function DocumentsEditor({ docs, onChange, readOnly, downloadUrl, showErrors, onFileTooLarge }: Props) {
  const { t } = useAuditTranslation();
  const visible = docs.filter((d) => !d.IsDeleted);
  // The kind the user picked for a new document before choosing a file.
  const [chosenKind, setChosenKind] = useState<Record<number, DocumentKind>>({});
  const kindOf = (d: Dokument): DocumentKind => chosenKind[d.ID] ?? storedKind(d);

  const pickFile = async (doc: Dokument, file: File | undefined) => {
    if (!file) return;
    if (isFileTooLarge(file)) return onFileTooLarge();
    const base64 = await readFileAsBase64(file);
    onChange(
      changeDocument(docs, doc.ID, {
        Inhalt_Base64: base64,
        Dateiname: file.name,
        Mimetype: file.type || 'application/octet-stream',
        Groesse: file.size,
        hasFile: true,
        Link: '',
        Name: doc.Name || file.name,
      }),
    );
  };

  return (
    <section aria-labelledby="frage-dokumente-title">
      <div className="flex align-items-center justify-content-between">
        <h2 id="frage-dokumente-title" className="text-lg m-0">
          {t('documents.title')}
        </h2>
        {!readOnly && <Button type="button" label={t('documents.add')} icon="pi pi-plus" text onClick={() => onChange(addDocument(docs))} />}
      </div>
      {!readOnly && <small className="text-color-secondary">{t('documents.help')}</small>}
      {visible.length === 0 && <p className="text-color-secondary">{t('documents.empty')}</p>}
      <ul className="list-none p-0 m-0 mt-2">
        {visible.map((doc, index) => (
          <DocumentRow
            key={doc.ID}
            doc={doc}
            kind={kindOf(doc)}
            readOnly={readOnly}
            errors={showErrors && doc.IsModified ? dokumentErrors(doc, index) : []}
            downloadUrl={downloadUrl}
            onChange={(change) => onChange(changeDocument(docs, doc.ID, change))}
            onKindChange={(kind) => {
              setChosenKind({ ...chosenKind, [doc.ID]: kind });
              onChange(changeDocument(docs, doc.ID, kind === 'link' ? { hasFile: false, Inhalt_Base64: undefined, Dateiname: '' } : { Link: '' }));
            }}
            onPickFile={(file) => void pickFile(doc, file)}
            onRemove={() => onChange(removeDocument(docs, doc.ID))}
          />
        ))}
      </ul>
    </section>
  );
}
