import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatDate, LoadingBlock, ROUTES, toast, useCustomerRoute, toastSaveFailed } from '@vws/shared/core';
import { PrevNextNav } from '@vws/shared/list';
import { ConfirmDelete, useLeaveGuard } from '@vws/shared/edit';
import { useVvtDeleteMutation, useVvtDetailQuery } from '../../api';
import { useVvtReferences } from '../../components/useReferences';
import { useVvtListState } from '../../state/vvtListSlice';
import { CoreSection } from './CoreSection';
import { DetailTabs } from './DetailTabs';
import { emptyForm, toForm, vvtFormResolver, type VvtForm } from './formModel';
import { RecordPanel } from './RecordPanel';
import { VvtHistory } from './VvtHistory';
import { useVvtAccess } from './useVvtAccess';
import { useVvtSave, type VvtSaveOutcome } from './useVvtSave';
import { useVvtTranslation } from '../../i18n';

/** The theme's red (#ef4444) has too little contrast on the page background; a darker red for the outlined delete. */
const DELETE_STYLE = { color: '#b91c1c', borderColor: '#b91c1c', background: '#ffffff' };

/** /vvt-detail/:ebenenr?IdVerarbeitung=<id>: one record of any level; without an id a new record of that level. */
export function VvtDetailPage() {
  const { t } = useVvtTranslation();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const { ebenenr } = useParams();
  const ebeneParam = [1, 2, 3].includes(Number(ebenenr)) ? Number(ebenenr) : 1;
  const [params] = useSearchParams();
  const rawId = Number(params.get('IdVerarbeitung'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const isNew = id === null;
  const { snapshotIds } = useVvtListState();
  const refs = useVvtReferences();
  const detail = useVvtDetailQuery(id ?? 0, { skip: isNew });
  const record = isNew ? undefined : detail.currentData;
  const ebene = record?.verarbeitung.SDM_Ebene_Nr ?? ebeneParam;
  const access = useVvtAccess(isNew, record?.zugewieseneBenutzer);
  const readOnly = !access.canEdit;
  const [deleteRecord] = useVvtDeleteMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [relationsDirty, setRelationsDirty] = useState(false);

  const form = useForm<VvtForm>({ resolver: vvtFormResolver, defaultValues: emptyForm(ebeneParam) });
  const loadedKey = record && !detail.isFetching ? `${record.verarbeitung.ID}:${record.verarbeitung.Version}` : null;
  const base = useMemo(() => (record ? { form: toForm(record), ID: record.verarbeitung.ID, Version: record.verarbeitung.Version } : null), [record]);
  // The form shows once it holds the record (one render with its values, not an empty one first).
  const [shownId, setShownId] = useState<number | null>(null);
  useEffect(() => {
    if (isNew) form.reset(emptyForm(ebeneParam));
    else if (loadedKey && base) {
      form.reset(base.form);
      setShownId(base.ID);
    }
    // Reset only when another record or a newly stored version arrives, never while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, ebeneParam, loadedKey]);

  const dirty = !readOnly && (form.formState.isDirty || relationsDirty);
  const leave = useLeaveGuard(dirty);
  const onRelationsDirty = useCallback((value: boolean) => setRelationsDirty(value), []);
  const detailLink = (target: number, level: number) => link(ROUTES.vvt.detail, { ebenenr: level }, { IdVerarbeitung: target });
  const listLink = () => link(ROUTES.vvt.list, { ebenenr: ebene });

  const onOutcome = (outcome: VvtSaveOutcome, values: VvtForm) => {
    if (outcome.kind === 'saved') {
      form.reset(values);
      if (outcome.result.kind === 'created') {
        toast.success(t('detail.created'));
        leave.allowNext();
        navigate(detailLink(outcome.result.id, values.SDM_Ebene_Nr), { replace: true });
        return;
      }
      toast.success(t('detail.saved'));
      if (outcome.result.kept.length > 0) {
        toast.warn(t('detail.keptFields', { fields: outcome.result.kept.map((key) => t(`fields.${key}`, { defaultValue: key })).join(', ') }));
      }
    } else if (outcome.kind === 'invalid') {
      for (const field of outcome.fields) {
        const name = field.path.replace(/^verarbeitung\./, '');
        if (name in values) form.setError(name as keyof VvtForm, { message: field.message });
      }
      toast.error(t('detail.invalid'));
    }
  };
  const saver = useVvtSave(base, {
    onOutcome,
    conflictMessage: t('conflict.message'),
    conflictHeader: t('conflict.header'),
    onReload: () => {
      form.reset(form.getValues());
      void detail.refetch();
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await saver.save(values);
  });
  const onDelete = async () => {
    setConfirmDelete(false);
    if (!id) return;
    try {
      await deleteRecord(id).unwrap();
      toast.success(t('detail.deleted'));
      leave.allowNext();
      navigate(listLink());
    } catch (error) {
      toastSaveFailed(error);
    }
  };

  if (!isNew && detail.isError) {
    return (
      <div>
        <Message severity="warn" text={t('detail.notFound')} />
        <Button label={t('detail.back')} icon="pi pi-arrow-left" text onClick={() => navigate(listLink())} className="mt-2" />
      </div>
    );
  }
  if (!isNew && (!record || shownId !== id)) return <LoadingBlock />;
  const v = record?.verarbeitung;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="vvt-detail" data-testid="vvt-detail-page">
      {leave.element}
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <div className="flex align-items-center gap-2">
          <Button type="button" icon="pi pi-arrow-left" text rounded aria-label={t('detail.back')} tooltip={t('detail.back')} onClick={() => leave.guard(() => navigate(listLink()))} />
          <h1 className="m-0 text-2xl">{isNew ? t('detail.newTitle', { ebene: refs.label('vvt_ebenen', ebene) }) : `${v?.Nummer ?? ''} ${v?.Name ?? ''}`}</h1>
        </div>
        <PrevNextNav
          ids={snapshotIds}
          currentId={id}
          onGo={(target) => leave.guard(() => navigate(detailLink(target, ebene)))}
          testId="vvt-position"
          labels={{ previous: t('detail.previous'), next: t('detail.next'), position: (position, total) => t('detail.position', { position, total }) }}
        />
      </div>
      {v && <p className="text-sm text-color-secondary mt-0">{t('detail.lastEdited', { date: formatDate(v.Bearbeitungsdatum), version: v.Version })}</p>}
      {readOnly && <Message severity="info" text={t('detail.readOnly')} className="mb-3 w-full justify-content-start" />}
      {record && id !== null && (
        <RecordPanel id={id} assignees={record.zugewieseneBenutzer} bereit={record.verarbeitung.isBereitZurPruefungDSB} canAssign={access.canAssign} canFlag={access.canFlagReview} />
      )}
      <CoreSection control={form.control} readOnly={readOnly} refLabel={refs.label} authority={record?.oeffentlicheStelle ?? false} storedBerechtigtesInteresse={v?.ist_berechtigtes_interesse ?? false} />
      <DetailTabs
        control={form.control}
        readOnly={readOnly}
        refLabel={refs.label}
        id={id}
        ebene={ebene}
        canEditRelations={access.canEditRelations}
        remountKey={loadedKey ?? 'new'}
        onRelationsDirty={onRelationsDirty}
        authority={record?.oeffentlicheStelle ?? false}
      />
      {(!readOnly || access.canDelete) && (
        <div className="vvt-actions flex gap-2 justify-content-end mt-3 p-2 surface-ground" style={{ position: 'sticky', bottom: 0, zIndex: 5 }}>
          {access.canDelete && <Button type="button" label={t('detail.delete')} icon="pi pi-trash" severity="danger" outlined onClick={() => setConfirmDelete(true)} style={DELETE_STYLE} />}
          {!readOnly && <Button type="submit" label={t('detail.save')} icon="pi pi-save" loading={saver.saving} disabled={!form.formState.isDirty && !isNew} />}
        </div>
      )}
      {record && id !== null && <VvtHistory id={id} />}
      <ConfirmDelete visible={confirmDelete} name={v ? `${v.Nummer} ${v.Name}` : ''} onConfirm={() => void onDelete()} onCancel={() => setConfirmDelete(false)} />
      {saver.element}
    </form>
  );
}

export default VvtDetailPage;
