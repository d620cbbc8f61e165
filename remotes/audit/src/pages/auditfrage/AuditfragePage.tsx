import { useSearchParams } from 'react-router-dom';
import { ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrevNextNav } from '@vws/shared/list';
import { RecordForm } from '@vws/shared/edit';
import { useAuditTranslation } from '../../i18n';
import { useAuditListState } from '../../state/auditListSlice';
import { AuditfrageBody } from './AuditfrageBody';
import { AuditfrageHistory } from './AuditfrageHistory';
import { useAuditfrageEditor } from './useAuditfrageEditor';

/** /auditfrage?id=<id|new>: create, edit, delete one question; read-only without _Edit. */
export function AuditfragePage() {
  const { t } = useAuditTranslation();
  const link = useCustomerRoute();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && rawId !== 'new' && Number(rawId) > 0 ? Number(rawId) : null;
  const { snapshotIds } = useAuditListState();
  const { editor, frage, docs, setDocs, docErrorsShown, frameTexts } = useAuditfrageEditor(id);
  const nav = (
    <PrevNextNav
      ids={snapshotIds}
      currentId={id}
      onGo={(target) => editor.goTo(link(ROUTES.audit.detail, null, { id: target }))}
      testId="audit-position"
      labels={{ previous: t('detail.previous'), next: t('detail.next'), position: (position, total) => t('detail.position', { position, total }) }}
    />
  );

  return (
    <RecordForm
      editor={editor}
      className="audit-frage"
      title={editor.isNew ? t('detail.newTitle') : `${t('detail.title')} ${frage?.Nummer ?? ''}`}
      texts={frameTexts}
      headerEnd={nav}
      stickyActions={false}
      footer={id !== null && <AuditfrageHistory id={id} />}
    >
      <AuditfrageBody editor={editor} docs={docs} onDocsChange={setDocs} docErrorsShown={docErrorsShown} />
    </RecordForm>
  );
}

export default AuditfragePage;
