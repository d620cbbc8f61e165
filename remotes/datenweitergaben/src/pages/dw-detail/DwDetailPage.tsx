import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ROUTES, useCustomerRoute } from '@vws/shared/core';
import { RecordForm } from '@vws/shared/edit';
import { useDatenweitergabenTranslation } from '../../i18n';
import { DuplicateAction } from './DuplicateAction';
import { DwHistory } from './DwHistory';
import { DwSections } from './DwSections';
import { useDwEditor } from './useDwEditor';

/** /datenweitergabe?datenweitergabeId=<id>: one transfer with all fields; without an id a new one. */
export function DwDetailPage() {
  const { t } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const [params] = useSearchParams();
  const rawId = Number(params.get('datenweitergabeId'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const { editor, frameTexts, canEdit, links } = useDwEditor(id);
  const print = id !== null && (
    <Button
      type="button"
      label={t('detail.print')}
      icon="pi pi-print"
      outlined
      onClick={() => editor.goTo(link(ROUTES.datenweitergaben.print, null, { datenweitergabeId: id }))}
    />
  );

  return (
    <RecordForm
      editor={editor}
      testId="dw-detail-page"
      title={editor.isNew ? t('detail.newTitle') : editor.record?.datenweitergabe.Firma_Empfaenger}
      texts={frameTexts}
      headerEnd={
        <div className="flex flex-wrap gap-2">
          {id !== null && canEdit && (
            <DuplicateAction id={id} onCreated={(copy) => editor.goTo(link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: copy }))} />
          )}
          {print}
        </div>
      }
      footer={id !== null && editor.record && <DwHistory id={id} />}
    >
      <DwSections editor={editor} id={id} links={links} />
    </RecordForm>
  );
}

export default DwDetailPage;
