import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { getApiBaseUrl, useCurrentCustomer, useHasPermission, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrevNextNav } from '@vws/shared/list';
import { useLeaveGuard } from '@vws/shared/edit';
import type { Dokument } from '@vws/shared/contract/audit';
import { dokumentErrors } from '@vws/shared/contract/audit';
import { dokumentDownloadUrl, useAuditFrageDeleteMutation, useAuditFrageDetailQuery, useAuditFragenQuery, useAuditFrageRelationsQuery } from '../../api';
import { formatDate } from '@vws/shared/core';
import { useAuditTranslation } from '../../i18n';
import { auditToast } from '../../components/toast';
import { useReferenceOptions, useStatusOptions } from '../../components/useReferenceNames';
import { useAuditListState } from '../../state/auditListSlice';
import { AuditfrageFields } from './AuditfrageFields';
import { DocumentsEditor } from './DocumentsEditor';
import { AuditfrageReadView } from './AuditfrageReadView';
import { AuditfrageHistory } from './AuditfrageHistory';
import { documentsDirty, documentsSaved } from './documents';
import { auditfrageFormSchema, emptyForm, toForm, type AuditfrageForm } from './formModel';
import { useAuditfrageSave, type AuditfrageSaveOutcome, type AuditfrageSaveValues } from './useAuditfrageSave';

/** /auditfrage?id=<id|new>: create, edit, delete one question; read-only without _Edit. */
export function AuditfragePage() {
  const { t } = useAuditTranslation();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && rawId !== 'new' && Number(rawId) > 0 ? Number(rawId) : null;
  const isNew = id === null;
  const canEdit = useHasPermission('VWS_AuditFragen_Edit');
  const readOnly = !canEdit;
  const customer = useCurrentCustomer();
  const { snapshotIds } = useAuditListState();

  const detail = useAuditFrageDetailQuery(id ?? 0, { skip: isNew });
  const relations = useAuditFrageRelationsQuery(id ?? 0, { skip: isNew });
  const refs = useReferenceOptions();
  // A new question goes to the end of the list.
  const list = useAuditFragenQuery(undefined, { skip: !isNew });
  const nextSortierung = Math.max(0, ...(list.data?.auditfragen.map((f) => f.Sortierung) ?? [])) + 10;
  const statusOptions = useStatusOptions();
  const [deleteFrage] = useAuditFrageDeleteMutation();

  const form = useForm<AuditfrageForm>({ resolver: zodResolver(auditfrageFormSchema), defaultValues: emptyForm() });
  const [docs, setDocs] = useState<Dokument[]>([]);
  const [docErrorsShown, setDocErrorsShown] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const loadedVersion = detail.data && relations.data && !detail.isFetching && !relations.isFetching ? `${id}:${detail.data.Version}:${relations.fulfilledTimeStamp}` : null;
  useEffect(() => {
    if (isNew) {
      form.reset(emptyForm(nextSortierung));
      setDocs([]);
    } else if (loadedVersion && detail.data && relations.data) {
      form.reset(toForm(detail.data, relations.data));
      setDocs(relations.data.dokumenteZuFrage);
    }
    setDocErrorsShown(false);
    // Reset only when another question or a newly stored version arrives, never while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, loadedVersion]);

  // The list may arrive after the form was reset: place the question last unless the user chose.
  useEffect(() => {
    if (isNew && list.data && !form.getFieldState('Sortierung').isDirty) form.resetField('Sortierung', { defaultValue: nextSortierung });
  }, [isNew, list.data, nextSortierung, form]);

  const base = useMemo(() => (detail.data && !isNew ? { ID: detail.data.ID, Version: detail.data.Version, ID_Paket: detail.data.ID_Paket } : null), [detail.data, isNew]);
  const dirty = !readOnly && (form.formState.isDirty || documentsDirty(docs));
  const leave = useLeaveGuard(dirty);

  const goTo = (target: number | 'new') => leave.guard(() => navigate(link(ROUTES.audit.detail, null, { id: target })));
  const backToList = () => leave.guard(() => navigate(link(ROUTES.audit.list)));

  const handleOutcome = (outcome: AuditfrageSaveOutcome, { form: values }: AuditfrageSaveValues) => {
    switch (outcome.kind) {
      case 'saved':
        form.reset(values);
        if (outcome.result.kind === 'created') {
          setDocs([]);
          auditToast.success(t('detail.created'));
          leave.allowNext();
          navigate(link(ROUTES.audit.detail, null, { id: outcome.result.id }), { replace: true });
        } else {
          setDocs(documentsSaved);
          auditToast.success(t('detail.saved'));
        }
        return;
      case 'invalid':
        for (const field of outcome.fields) {
          const name = field.path.replace(/^auditfrage\./, '') as keyof AuditfrageForm;
          if (name in values) form.setError(name, { message: field.message });
        }
        setDocErrorsShown(true);
        auditToast.saveFailed();
        return;
      case 'failed': // the save kit has toasted the catalogue text
      case 'conflict': // the save kit's dialog offers overwrite
        return;
    }
  };
  const saver = useAuditfrageSave(base, {
    onOutcome: handleOutcome,
    conflictMessage: t('conflict.message'),
    conflictHeader: t('conflict.header'),
    onReload: () => {
      form.reset(form.getValues());
      void detail.refetch();
      void relations.refetch();
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const activeDocs = docs.filter((d) => !d.IsDeleted);
    if (activeDocs.some((d, i) => d.IsModified && dokumentErrors(d, i).length > 0)) {
      setDocErrorsShown(true);
      return;
    }
    await saver.save({ form: values, docs });
  });

  const onDelete = async () => {
    if (!id) return;
    try {
      await deleteFrage(id).unwrap();
      auditToast.success(t('detail.deleted'));
      form.reset(form.getValues());
      setDocs([]);
      leave.allowNext();
      navigate(link(ROUTES.audit.list));
    } catch {
      auditToast.saveFailed();
    }
  };

  if (!isNew && (detail.isError || relations.isError)) {
    return (
      <div>
        <Message severity="warn" text={t('detail.notFound')} />
        <Button label={t('detail.back')} icon="pi pi-arrow-left" text onClick={() => navigate(link(ROUTES.audit.list))} className="mt-2" />
      </div>
    );
  }
  if (!isNew && (!detail.data || !relations.data)) return <ProgressSpinner aria-label={t('detail.title')} />;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="audit-frage">
      {leave.element}
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="flex align-items-center gap-2">
          <Button type="button" icon="pi pi-arrow-left" text rounded aria-label={t('detail.back')} tooltip={t('detail.back')} onClick={backToList} />
          <h1 className="m-0 text-2xl">{isNew ? t('detail.newTitle') : `${t('detail.title')} ${detail.data?.Nummer ?? ''}`}</h1>
        </div>
        <PrevNextNav
          ids={snapshotIds}
          currentId={id}
          onGo={goTo}
          testId="audit-position"
          labels={{ previous: t('detail.previous'), next: t('detail.next'), position: (position, total) => t('detail.position', { position, total }) }}
        />
      </div>
      {readOnly && <Message severity="info" text={t('detail.readOnly')} className="mb-3 w-full justify-content-start" />}
      {!isNew && detail.data && (
        <p className="text-sm text-color-secondary mt-0">{t('detail.lastEdited', { date: formatDate(detail.data.Bearbeitungsdatum), version: detail.data.Version })}</p>
      )}
      <div className="surface-card border-round p-3 mb-3">
        {readOnly ? (
          <AuditfrageReadView
            values={form.watch()}
            options={{ ID_Themenblock: refs.themenblockOptions, ID_Status: statusOptions, schutzziele: refs.schutzzielOptions, einheiten: refs.einheitOptions }}
          />
        ) : (
          <AuditfrageFields
            control={form.control}
            readOnly={readOnly}
            statusLocked={isNew}
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
          onChange={setDocs}
          readOnly={readOnly}
          showErrors={docErrorsShown}
          downloadUrl={(docId) => dokumentDownloadUrl(getApiBaseUrl(), customer?.customerUid ?? '', docId)}
          onFileTooLarge={() => auditToast.error(t('validation.fileTooLarge'))}
        />
      </div>
      {!readOnly && (
        <div className="flex gap-2 justify-content-end">
          {!isNew && <Button type="button" label={t('detail.delete')} icon="pi pi-trash" severity="danger" outlined onClick={() => setConfirmDelete(true)} />}
          <Button type="submit" label={t('detail.save')} icon="pi pi-save" loading={saver.saving} disabled={!dirty && !isNew} />
        </div>
      )}
      {!isNew && <AuditfrageHistory id={id} />}
      <ConfirmDialog
        visible={confirmDelete}
        onHide={() => setConfirmDelete(false)}
        header={t('detail.deleteHeader')}
        message={t('detail.deleteConfirm', { nummer: detail.data?.Nummer ?? '' })}
        icon="pi pi-trash"
        acceptClassName="p-button-danger"
        acceptLabel={t('detail.delete')}
        rejectLabel={t('common.cancel')}
        accept={() => void onDelete()}
      />
      {saver.element}
    </form>
  );
}

export default AuditfragePage;
