import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatDate, LoadingBlock, ROUTES, toast, useCustomerRoute, useHasPermission, toastSaveFailed } from '@vws/shared/core';
import { DescribedFields } from '@vws/shared/form';
import { ConfirmDelete, useLeaveGuard } from '@vws/shared/edit';
import { useDatenweitergabenDeleteMutation, useDatenweitergabenDetailQuery } from '../../api';
import { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';
import { CONTRACT_FIELDS, RECIPIENT_FIELDS, THIRD_COUNTRY_FIELDS, THIRD_COUNTRY_SWITCH } from './fieldDescriptors';
import { dwFormResolver, emptyForm, toForm, type DwForm } from './formModel';
import { LegalSection } from './LegalSection';
import { LinksSection } from './LinksSection';
import { DwHistory } from './DwHistory';
import { useDwSave, type DwSaveOutcome } from './useDwSave';

/** The theme's red has too little contrast on the page background; a darker red for the outlined delete. */
const DELETE_STYLE = { color: '#b91c1c', borderColor: '#b91c1c', background: '#ffffff' };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby={`dw-${id}-heading`}>
      <h2 id={`dw-${id}-heading`} className="mt-0 text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** /datenweitergabe?datenweitergabeId=<id>: one transfer with all fields; without an id a new one. */
export function DwDetailPage() {
  const { t } = useDatenweitergabenTranslation();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const [params] = useSearchParams();
  const rawId = Number(params.get('datenweitergabeId'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const isNew = id === null;
  const canEdit = useHasPermission('VWS_Datenweitergaben_Edit');
  const readOnly = !canEdit;
  const refs = useDwReferences();
  const detail = useDatenweitergabenDetailQuery(id ?? 0, { skip: isNew });
  const record = isNew ? undefined : detail.currentData;
  const [deleteRecord] = useDatenweitergabenDeleteMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [linksDirty, setLinksDirty] = useState(false);

  const form = useForm<DwForm>({ resolver: dwFormResolver, defaultValues: emptyForm() });
  const loadedKey = record && !detail.isFetching ? `${record.datenweitergabe.ID}:${record.datenweitergabe.Version}` : null;
  const [shownId, setShownId] = useState<number | null>(null);
  useEffect(() => {
    if (isNew) form.reset(emptyForm());
    else if (loadedKey && record) {
      form.reset(toForm(record));
      setShownId(record.datenweitergabe.ID);
    }
    // Reset only when another transfer or a newly stored version arrives, never while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, loadedKey]);
  const outsideEu = useWatch({ control: form.control, name: 'isDatenweitergabe_ausserhalb_EU' });

  const dirty = !readOnly && (form.formState.isDirty || linksDirty);
  const leave = useLeaveGuard(dirty);
  const onLinksDirty = useCallback((value: boolean) => setLinksDirty(value), []);
  const listLink = () => link(ROUTES.datenweitergaben.list);
  const options = useMemo(
    () => ({ ID_Vertragsstatus: refs.options('vertragsstatus'), ID_Rechtsgrundlage_ausserhalb_EU: refs.options('rechtsgrundlagenDrittland') }),
    [refs],
  );

  const onOutcome = (outcome: DwSaveOutcome, values: DwForm) => {
    if (outcome.kind === 'saved') {
      form.reset(values);
      if (outcome.result.kind === 'created') {
        toast.success(t('detail.created'));
        leave.allowNext();
        navigate(link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: outcome.result.id }), { replace: true });
        return;
      }
      toast.success(t('detail.saved'));
    } else if (outcome.kind === 'invalid') {
      for (const field of outcome.fields) {
        const name = field.path.replace(/^datenweitergabe\./, '');
        if (name in values) form.setError(name as keyof DwForm, { message: field.message });
      }
      toast.error(t('detail.invalid'));
    }
  };
  const saver = useDwSave(record ? { ID: record.datenweitergabe.ID, Version: record.datenweitergabe.Version } : null, {
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
        <h1 className="text-2xl">{t('list.title')}</h1>
        <Message severity="warn" text={t('detail.notFound')} />
        <Button label={t('detail.back')} icon="pi pi-arrow-left" text onClick={() => navigate(listLink())} className="mt-2" />
      </div>
    );
  }
  if (!isNew && (!record || shownId !== id)) return <LoadingBlock />;
  const d = record?.datenweitergabe;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="dw-detail-page">
      {leave.element}
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <div className="flex align-items-center gap-2">
          <Button type="button" icon="pi pi-arrow-left" text rounded aria-label={t('detail.back')} onClick={() => leave.guard(() => navigate(listLink()))} />
          <h1 className="m-0 text-2xl">{isNew ? t('detail.newTitle') : d?.Firma_Empfaenger}</h1>
        </div>
        {id !== null && <Button type="button" label={t('detail.print')} icon="pi pi-print" outlined onClick={() => leave.guard(() => navigate(link(ROUTES.datenweitergaben.print, null, { datenweitergabeId: id })))} />}
      </div>
      {d && <p className="text-sm text-color-secondary mt-0">{t('detail.lastEdited', { date: formatDate(d.Bearbeitungsdatum), version: d.Version })}</p>}
      {readOnly && <Message severity="info" text={t('detail.readOnly')} className="mb-3 w-full justify-content-start" />}
      <Section id="recipient" title={t('detail.sectionRecipient')}>
        <DescribedFields fields={RECIPIENT_FIELDS} control={form.control} ns="datenweitergaben" readOnly={readOnly} idPrefix="dw" />
      </Section>
      <Section id="contract" title={t('detail.sectionContract')}>
        <DescribedFields fields={CONTRACT_FIELDS} control={form.control} ns="datenweitergaben" readOnly={readOnly} options={options} idPrefix="dw" />
      </Section>
      <Section id="legal" title={t('detail.sectionLegal')}>
        <LegalSection control={form.control} readOnly={readOnly} options={refs.options('rechtsgrundlagen')} stored={record?.pruefpunkte ?? []} />
      </Section>
      <Section id="third-country" title={t('detail.sectionThirdCountry')}>
        <DescribedFields fields={THIRD_COUNTRY_SWITCH} control={form.control} ns="datenweitergaben" readOnly={readOnly} idPrefix="dw" />
        {outsideEu && <DescribedFields fields={THIRD_COUNTRY_FIELDS} control={form.control} ns="datenweitergaben" readOnly={readOnly} options={options} idPrefix="dw" />}
      </Section>
      <Section id="links" title={t('detail.sectionLinks')}>
        <p className="mt-0 text-color-secondary text-sm">{t('detail.linksIntro')}</p>
        {id === null ? <p className="m-0 text-sm">{t('detail.linksAfterSave')}</p> : <LinksSection id={id} canEditTransfer={canEdit} onDirtyChange={onLinksDirty} />}
      </Section>
      {canEdit && (
        <div className="flex gap-2 justify-content-end mt-3 p-2 surface-ground" style={{ position: 'sticky', bottom: 0, zIndex: 5 }}>
          {id !== null && <Button type="button" label={t('detail.delete')} icon="pi pi-trash" severity="danger" outlined onClick={() => setConfirmDelete(true)} style={DELETE_STYLE} />}
          <Button type="submit" label={t('detail.save')} icon="pi pi-save" loading={saver.saving} disabled={!form.formState.isDirty && !isNew} />
        </div>
      )}
      {id !== null && record && <DwHistory id={id} />}
      <ConfirmDelete visible={confirmDelete} name={d?.Firma_Empfaenger ?? ''} onConfirm={() => void onDelete()} onCancel={() => setConfirmDelete(false)} />
      {saver.element}
    </form>
  );
}

export default DwDetailPage;
