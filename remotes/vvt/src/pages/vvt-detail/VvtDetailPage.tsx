import { useParams, useSearchParams } from 'react-router-dom';
import { PrevNextNav } from '@vws/shared/list';
import { RecordForm } from '@vws/shared/edit';
import { useVvtReferences } from '../../components/useReferences';
import { useVvtListState } from '../../state/vvtListSlice';
import { useVvtTranslation } from '../../i18n';
import { CoreSection } from './CoreSection';
import { DuplicateAction } from '../../components/DuplicateAction';
import { DetailTabs } from './DetailTabs';
import { useFindingNavigation } from './useFindingNavigation';
import { RegisterCheckPanel } from './RegisterCheckPanel';
import { ReviewSection } from './ReviewSection';
import { SkipToTabs } from './SkipToTabs';
import { RecordPanel } from './RecordPanel';
import { VvtHistory } from './VvtHistory';
import { useVvtEditor } from './useVvtEditor';

/** /vvt-detail/:ebenenr?IdVerarbeitung=<id>: one record of any level; without an id a new record of that level. */
export function VvtDetailPage() {
  const { t } = useVvtTranslation();
  const { ebenenr } = useParams();
  const ebeneParam = [1, 2, 3].includes(Number(ebenenr)) ? Number(ebenenr) : 1;
  const [params] = useSearchParams();
  const rawId = Number(params.get('IdVerarbeitung'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const { snapshotIds } = useVvtListState();
  const refs = useVvtReferences();
  const { editor, access, ebene, frameTexts, detailLink, staged } = useVvtEditor(id, ebeneParam);
  const record = editor.record;
  const v = record?.verarbeitung;
  const { control } = editor.form;
  const { canGoTo, goTo, openRequest } = useFindingNavigation(control, id, ebene);
  const nav = (
    <PrevNextNav
      ids={snapshotIds}
      currentId={id}
      onGo={(target) => editor.goTo(detailLink(target, ebene))}
      testId="vvt-position"
      labels={{ previous: t('detail.previous'), next: t('detail.next'), position: (position, total) => t('detail.position', { position, total }) }}
    />
  );

  return (
    <RecordForm
      editor={editor}
      className="vvt-detail"
      testId="vvt-detail-page"
      title={editor.isNew ? t('detail.newTitle', { ebene: refs.label('vvt_ebenen', ebene) }) : `${v?.Nummer ?? ''} ${v?.Name ?? ''}`}
      texts={frameTexts}
      headerEnd={
        <div className="flex flex-wrap align-items-center gap-2">
          {id !== null && access.canDuplicate && <DuplicateAction id={id} onCreated={(copy) => editor.goTo(detailLink(copy, ebene))} />}
          {nav}
        </div>
      }
      canDelete={access.canDelete}
      footer={record && id !== null && <VvtHistory id={id} />}
    >
      {record && id !== null && (
        <RecordPanel
          id={id}
          version={record.verarbeitung.Version}
          assignees={record.zugewieseneBenutzer}
          bereit={record.verarbeitung.isBereitZurPruefungDSB}
          canAssign={access.canAssign}
          canFlag={access.canFlagReview}
        />
      )}
      {record && id !== null && (
        <div className="grid grid-nogutter">
          <div className="col-12 xl:col-5 xl:pr-2">
            <ReviewSection id={id} review={record.review} />
          </div>
          <div className="col-12 xl:col-7 xl:pl-2">
            <RegisterCheckPanel id={id} dirty={editor.form.formState.isDirty} canGoTo={canGoTo} onGoTo={goTo} />
          </div>
        </div>
      )}
      <SkipToTabs />
      <CoreSection
        control={control}
        readOnly={editor.readOnly}
        refLabel={refs.label}
        authority={record?.oeffentlicheStelle ?? false}
        storedBerechtigtesInteresse={v?.ist_berechtigtes_interesse ?? false}
      />
      <DetailTabs
        control={control}
        setValue={editor.form.setValue}
        readOnly={editor.readOnly}
        refLabel={refs.label}
        id={id}
        ebene={ebene}
        remountKey={editor.loadedKey}
        staged={staged}
        authority={record?.oeffentlicheStelle ?? false}
        openRequest={openRequest}
      />
    </RecordForm>
  );
}

export default VvtDetailPage;
