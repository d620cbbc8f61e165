import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import type { Dokument } from '@vws/shared/contract/audit';
import { dokumentErrors } from '@vws/shared/contract/audit';
import { isSafeLink } from '@vws/shared/contract/text';
import { addDocument, changeDocument, isFileTooLarge, readFileAsBase64, removeDocument } from './documents';
import { useAuditTranslation } from '../../i18n';

interface Props {
  docs: Dokument[];
  onChange: (docs: Dokument[]) => void;
  readOnly: boolean;
  downloadUrl: (id: number) => string;
  showErrors: boolean;
  onFileTooLarge: () => void;
}

type Kind = 'link' | 'file';
const storedKind = (d: Dokument): Kind => (d.hasFile || d.Inhalt_Base64 ? 'file' : 'link');

/** Documents of a question: a name and either a link or an uploaded file (≤ 10 MB), staged until saved. */
export function DocumentsEditor({ docs, onChange, readOnly, downloadUrl, showErrors, onFileTooLarge }: Props) {
  const { t } = useAuditTranslation();
  const visible = docs.filter((d) => !d.IsDeleted);
  // The kind the user picked for a new document before choosing a file.
  const [chosenKind, setChosenKind] = useState<Record<number, Kind>>({});
  const kindOf = (d: Dokument): Kind => chosenKind[d.ID] ?? storedKind(d);
  const kinds = [
    { value: 'link', label: t('documents.kindLink') },
    { value: 'file', label: t('documents.kindFile') },
  ];

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
        {visible.map((doc, index) => {
          const kind = kindOf(doc);
          const errors = showErrors && doc.IsModified ? dokumentErrors(doc, index) : [];
          const error = (field: string) => errors.find((e) => e.path.endsWith(field))?.message;
          return (
            <li key={doc.ID} className="flex flex-wrap align-items-start gap-2 py-2 border-bottom-1 surface-border" data-testid="audit-dokument">
              <div className="flex-1" style={{ minWidth: '12rem' }}>
                {readOnly ? (
                  <span className="inline-block pt-2 font-medium">{doc.Name}</span>
                ) : (
                  <InputText
                    value={doc.Name}
                    onChange={(e) => onChange(changeDocument(docs, doc.ID, { Name: e.target.value }))}
                    placeholder={t('documents.name')}
                    aria-label={t('documents.name')}
                    className={`w-full ${error('Name') ? 'p-invalid' : ''}`}
                  />
                )}
                {error('Name') && <small className="p-error">{t(`validation.${error('Name')}`)}</small>}
              </div>
              {!readOnly && doc.ID <= 0 && (
                <SelectButton
                  value={kind}
                  options={kinds}
                  onChange={(e) => {
                    if (!e.value) return;
                    setChosenKind({ ...chosenKind, [doc.ID]: e.value as Kind });
                    onChange(changeDocument(docs, doc.ID, e.value === 'link' ? { hasFile: false, Inhalt_Base64: undefined, Dateiname: '' } : { Link: '' }));
                  }}
                  allowEmpty={false}
                />
              )}
              <div className="flex-1" style={{ minWidth: '14rem' }}>
                {kind === 'link' ? (
                  readOnly ? (
                    // A stored link with another scheme (javascript:, data:, file: from before the
                    // contract refused them) is shown as text, never as a link to follow.
                    isSafeLink(doc.Link) ? (
                      <a href={doc.Link} target="_blank" rel="noreferrer noopener" className="inline-block pt-2">
                        {doc.Link}
                      </a>
                    ) : (
                      <span className="inline-block pt-2" data-testid="audit-dokument-unsafe-link">
                        {doc.Link}
                      </span>
                    )
                  ) : (
                    <InputText
                      value={doc.Link}
                      onChange={(e) => onChange(changeDocument(docs, doc.ID, { Link: e.target.value }))}
                      placeholder="https://"
                      aria-label={t('documents.link')}
                      className={`w-full ${error('Link') ? 'p-invalid' : ''}`}
                    />
                  )
                ) : (
                  <div className="flex align-items-center gap-2 pt-1">
                    {doc.ID > 0 && doc.hasFile && !doc.Inhalt_Base64 ? (
                      <a href={downloadUrl(doc.ID)} download className="p-button p-button-text p-button-sm">
                        <i className="pi pi-download mr-2" />
                        {doc.Dateiname || t('documents.download')}
                      </a>
                    ) : (
                      <span>{doc.Dateiname}</span>
                    )}
                    {!readOnly && (
                      <label className="p-button p-button-outlined p-button-sm cursor-pointer">
                        <i className="pi pi-upload mr-2" />
                        {t('documents.upload')}
                        <input type="file" className="hidden" aria-label={t('documents.upload')} onChange={(e) => void pickFile(doc, e.target.files?.[0])} />
                      </label>
                    )}
                  </div>
                )}
                {error('Link') && <small className="p-error block">{t(`validation.${error('Link')}`)}</small>}
              </div>
              {kind === 'link' && isSafeLink(doc.Link) && !readOnly && (
                <a href={doc.Link} target="_blank" rel="noreferrer noopener" className="p-button p-button-text p-button-sm" aria-label={t('documents.open')}>
                  <i className="pi pi-external-link" />
                </a>
              )}
              {!readOnly && (
                <Button type="button" icon="pi pi-trash" severity="danger" text aria-label={t('documents.remove')} onClick={() => onChange(removeDocument(docs, doc.ID))} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
