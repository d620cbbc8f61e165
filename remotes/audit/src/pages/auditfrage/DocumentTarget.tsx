import { InputText } from 'primereact/inputtext';
import type { Dokument } from '@vws/shared/contract/audit';
import { isSafeLink } from '@vws/shared/contract/text';
import { useAuditTranslation } from '../../i18n';

export type DocumentKind = 'link' | 'file';

interface Props {
  doc: Dokument;
  kind: DocumentKind;
  readOnly: boolean;
  /** The catalogue key of the link's error, if shown. */
  error: string | undefined;
  downloadUrl: (id: number) => string;
  onLink: (link: string) => void;
  onPickFile: (file: File | undefined) => void;
}

/**
 * A stored link with another scheme (javascript:, data:, file: from before the contract refused
 * them) is shown as text, never as a link to follow.
 */
function ReadOnlyLink({ link }: { link: string }) {
  return isSafeLink(link) ? (
    <a href={link} target="_blank" rel="noreferrer noopener" className="inline-block pt-2">
      {link}
    </a>
  ) : (
    <span className="inline-block pt-2" data-testid="audit-dokument-unsafe-link">
      {link}
    </span>
  );
}

/** What a document points at: a link (typed, or shown; an unsafe stored one as text) or a file (download, upload). */
export function DocumentTarget({ doc, kind, readOnly, error, downloadUrl, onLink, onPickFile }: Props) {
  const { t } = useAuditTranslation();
  return (
    <>
      {kind === 'link' && readOnly ? (
        <ReadOnlyLink link={doc.Link} />
      ) : kind === 'link' ? (
        <InputText
          value={doc.Link}
          onChange={(e) => onLink(e.target.value)}
          placeholder="https://"
          aria-label={t('documents.link')}
          className={`w-full ${error ? 'p-invalid' : ''}`}
        />
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
              <input type="file" className="hidden" aria-label={t('documents.upload')} onChange={(e) => onPickFile(e.target.files?.[0])} />
            </label>
          )}
        </div>
      )}
      {error && <small className="p-error block">{t(`validation.${error}`)}</small>}
    </>
  );
}
