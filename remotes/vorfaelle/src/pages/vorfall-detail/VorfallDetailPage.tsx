import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { HistoryPanel, RecordForm } from '@vws/shared/edit';
import { VORFAELLE_ROUTES } from '@vws/shared/contract/vorfaelle';
import { useModuleLink } from '../../components/useModuleLink';
import { useVorfaelleTranslation } from '../../i18n';
import { useVorfallEditor } from './useVorfallEditor';
import { VorfallSections } from './VorfallSections';

/** /vorfall?vorfallId=<id>: one data breach; without an id a new one. */
export function VorfallDetailPage() {
  const { t, i18n } = useVorfaelleTranslation();
  const link = useModuleLink();
  const [params] = useSearchParams();
  const rawId = Number(params.get('vorfallId'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const { editor, frameTexts } = useVorfallEditor(id);
  const fieldLabel = (field: string) => (i18n.exists(`vorfaelle:fields.${field}`) ? (t as (k: string) => string)(`fields.${field}`) : undefined);
  const print = id !== null && (
    <Button type="button" label={t('detail.print')} icon="pi pi-print" outlined onClick={() => editor.goTo(link(VORFAELLE_ROUTES.print, { vorfallId: id }))} />
  );
  return (
    <RecordForm
      editor={editor}
      testId="vorfall-detail-page"
      title={editor.isNew ? t('detail.newTitle') : editor.record?.vorfall.Titel}
      texts={frameTexts}
      headerEnd={print}
      footer={id !== null && editor.record && <HistoryPanel entity="data_breach" id={id} fieldLabel={fieldLabel} className="mt-3" />}
    >
      <VorfallSections editor={editor} />
    </RecordForm>
  );
}

export default VorfallDetailPage;
