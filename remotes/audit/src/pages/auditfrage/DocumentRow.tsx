import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import type { Dokument } from '@vws/shared/contract/audit';
import { isSafeLink } from '@vws/shared/contract/text';
import { useAuditTranslation } from '../../i18n';
import { DocumentTarget, type DocumentKind } from './DocumentTarget';

interface Props {
  doc: Dokument;
  kind: DocumentKind;
  readOnly: boolean;
  /** The errors shown for this document (path and catalogue key). */
  errors: { path: string; message: string }[];
  downloadUrl: (id: number) => string;
  onChange: (change: Partial<Dokument>) => void;
  onKindChange: (kind: DocumentKind) => void;
  onPickFile: (file: File | undefined) => void;
  onRemove: () => void;
}

/** One document: its name, for a new one the choice of link or file, the link or file, open and remove. */
export function DocumentRow({ doc, kind, readOnly, errors, downloadUrl, onChange, onKindChange, onPickFile, onRemove }: Props) {
  const { t } = useAuditTranslation();
  const error = (field: string) => errors.find((e) => e.path.endsWith(field))?.message;
  const kinds = [
    { value: 'link', label: t('documents.kindLink') },
    { value: 'file', label: t('documents.kindFile') },
  ];
  return (
    <li className="flex flex-wrap align-items-start gap-2 py-2 border-bottom-1 surface-border" data-testid="audit-dokument">
      <div className="flex-1" style={{ minWidth: '12rem' }}>
        {readOnly ? (
          <span className="inline-block pt-2 font-medium">{doc.Name}</span>
        ) : (
          <InputText
            value={doc.Name}
            onChange={(e) => onChange({ Name: e.target.value })}
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
            if (e.value) onKindChange(e.value as DocumentKind);
          }}
          allowEmpty={false}
        />
      )}
      <div className="flex-1" style={{ minWidth: '14rem' }}>
        <DocumentTarget
          doc={doc}
          kind={kind}
          readOnly={readOnly}
          error={error('Link')}
          downloadUrl={downloadUrl}
          onLink={(Link) => onChange({ Link })}
          onPickFile={onPickFile}
        />
      </div>
      {kind === 'link' && isSafeLink(doc.Link) && !readOnly && (
        <a href={doc.Link} target="_blank" rel="noreferrer noopener" className="p-button p-button-text p-button-sm" aria-label={t('documents.open')}>
          <i className="pi pi-external-link" />
        </a>
      )}
      {!readOnly && <Button type="button" icon="pi pi-trash" severity="danger" text aria-label={t('documents.remove')} onClick={onRemove} />}
    </li>
  );
}
