import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { HistoryPanel, RecordForm } from '@vws/shared/edit';
import { ANFRAGEN_ROUTES } from '@vws/shared/contract/betroffenenanfragen';
import { useModuleLink } from '../../components/useModuleLink';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { AnfrageSections } from './AnfrageSections';
import { useAnfrageEditor } from './useAnfrageEditor';

/** /betroffenenanfrage?anfrageId=<id>: one data-subject request; without an id a new one. */
export function AnfrageDetailPage() {
  const { t, i18n } = useBetroffenenanfragenTranslation();
  const link = useModuleLink();
  const [params] = useSearchParams();
  const rawId = Number(params.get('anfrageId'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const { editor, frameTexts } = useAnfrageEditor(id);
  const fieldLabel = (field: string) => (i18n.exists(`betroffenenanfragen:fields.${field}`) ? (t as (k: string) => string)(`fields.${field}`) : undefined);
  const print = id !== null && (
    <Button type="button" label={t('detail.print')} icon="pi pi-print" outlined onClick={() => editor.goTo(link(ANFRAGEN_ROUTES.print, { anfrageId: id }))} />
  );
  return (
    <RecordForm
      editor={editor}
      testId="anfrage-detail-page"
      title={editor.isNew ? t('detail.newTitle') : editor.record?.anfrage.Antragsteller}
      texts={frameTexts}
      headerEnd={print}
      footer={id !== null && editor.record && <HistoryPanel entity="data_subject_request" id={id} fieldLabel={fieldLabel} className="mt-3" />}
    >
      <AnfrageSections editor={editor} />
    </RecordForm>
  );
}

export default AnfrageDetailPage;
