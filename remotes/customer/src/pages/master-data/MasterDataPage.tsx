import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { masterDataFieldsSchema } from '@vws/shared/contract/customer';
import {
  ErrorMessage,
  formatDate,
  LoadingBlock,
  reloadCustomers,
  useAppDispatch,
  useGetMasterDataQuery,
  useToast,
  useUpdateMasterDataMutation,
} from '@vws/shared/core';
import { fieldErrorsOf } from '@vws/shared/form';
import { useLeaveGuard, useVersionedSave, versionFields, type SaveOutcome } from '@vws/shared/edit';
import { useCustomerTranslation } from '../../i18n';
import { MASTER_DATA_FIELDS, toFormValues } from '../../masterDataFields';
import { MasterDataForm, type MasterDataFormValues } from './MasterDataForm';
import { MasterDataHistory } from './MasterDataHistory';

/**
 * /customer-master-data (VWS_MasterData_Edit): read and edit. Saves send the version the data was
 * read with; a newer one in the database is offered for overwrite; unsaved edits are not lost
 * silently when leaving.
 */
export function MasterDataPage() {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const { data, isLoading, error, refetch } = useGetMasterDataQuery();
  const [updateMasterData] = useUpdateMasterDataMutation();
  const masterData = data?.masterData;
  const initialValues = useMemo(() => toFormValues(masterData), [masterData]);
  const form = useForm<MasterDataFormValues>({ resolver: zodResolver(masterDataFieldsSchema) as never, defaultValues: initialValues, mode: 'onBlur' });
  const { reset, setError } = form;
  const leave = useLeaveGuard(form.formState.isDirty);

  useEffect(() => {
    reset(initialValues);
  }, [initialValues, reset]);

  const onOutcome = (outcome: SaveOutcome<unknown>, values: MasterDataFormValues) => {
    if (outcome.kind === 'saved') {
      reset(values);
      toast.success(t('masterData.saved'));
      // The master data's name is the customer's name (customer list, top bar): show the new one there too.
      if (values.name !== masterData?.name) void dispatch(reloadCustomers());
    } else if (outcome.kind === 'invalid') {
      for (const { key, message } of fieldErrorsOf(outcome.fields, MASTER_DATA_FIELDS)) setError(key, { type: 'server', message });
    }
  };
  const saver = useVersionedSave<MasterDataFormValues, unknown>({
    send: (values, forceUpdate) => updateMasterData({ masterDataModel: { ...values, ...versionFields(masterData) }, forceUpdate }).unwrap(),
    onOutcome,
    conflictMessage: t('masterData.conflict'),
  });

  if (isLoading) return <LoadingBlock />;
  if (!masterData) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  return (
    <section className="flex flex-column gap-3" style={{ maxWidth: '60rem' }} data-testid="master-data-page">
      {leave.element}
      <div>
        <h1 className="mt-0 mb-1">{t('masterData.title')}</h1>
        <p className="m-0 text-700">{t('masterData.intro')}</p>
        <small className="text-600" data-testid="master-data-last-changed">
          {masterData.Bearbeitungsdatum ? t('masterData.lastChanged', { date: formatDate(masterData.Bearbeitungsdatum) }) : t('masterData.neverChanged')}
        </small>
      </div>
      <MasterDataForm form={form} initialValues={initialValues} onSubmit={async (values) => void (await saver.save(values))} saving={saver.saving} />
      <MasterDataHistory />
      {saver.element}
    </section>
  );
}
