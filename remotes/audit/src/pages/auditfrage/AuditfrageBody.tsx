import { getApiBaseUrl, useCurrentCustomer } from '@vws/shared/core';
import type { RecordEditor } from '@vws/shared/edit';
import type { Dokument } from '@vws/shared/contract/audit';
import { dokumentDownloadUrl } from '../../api';
import { auditToast } from '../../components/toast';
import { useReferenceOptions, useStatusOptions } from '../../components/useReferenceNames';
import { useAuditTranslation } from '../../i18n';
import { AuditfrageFields } from './AuditfrageFields';
import { AuditfrageReadView } from './AuditfrageReadView';
import { DocumentsEditor } from './DocumentsEditor';
import type { AuditfrageForm } from './formModel';

export interface AuditfrageBodyProps {
  editor: RecordEditor<AuditfrageForm, unknown>;
  docs: Dokument[];
  onDocsChange: (docs: Dokument[]) => void;
  docErrorsShown: boolean;
}

/** The question's fields (as text for a reader) and its documents. */
export function AuditfrageBody({ editor, docs, onDocsChange, docErrorsShown }: AuditfrageBodyProps) {
  const { t } = useAuditTranslation();
  const customer = useCurrentCustomer();
  const refs = useReferenceOptions();
  const statusOptions = useStatusOptions();
  const { readOnly } = editor;
  return (
    <>
      <div className="surface-card border-round p-3 mb-3">
        {readOnly ? (
          <AuditfrageReadView
            values={editor.form.watch()}
            options={{ ID_Themenblock: refs.themenblockOptions, ID_Status: statusOptions, schutzziele: refs.schutzzielOptions, einheiten: refs.einheitOptions }}
          />
        ) : (
          <AuditfrageFields
            control={editor.form.control}
            readOnly={readOnly}
            statusLocked={editor.isNew}
            themenblockOptions={refs.themenblockOptions}
            schutzzielOptions={refs.schutzzielOptions}
            einheitOptions={refs.einheitOptions}
            statusOptions={statusOptions}
          />
        )}
        {!readOnly && <small className="text-color-secondary">{t('detail.requiredHint')}</small>}
      </div>
      <div className="surface-card border-round p-3 mb-3">
        <DocumentsEditor
          docs={docs}
          onChange={onDocsChange}
          readOnly={readOnly}
          showErrors={docErrorsShown}
          downloadUrl={(docId) => dokumentDownloadUrl(getApiBaseUrl(), customer?.customerUid ?? '', docId)}
          onFileTooLarge={() => auditToast.error(t('validation.fileTooLarge'))}
        />
      </div>
    </>
  );
}
