import { useMemo, useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { errorCode, formatDate, useGetMasterDataQuery, useToast, useUpdateMasterDataMutation } from '@vws/shared';
import { toFormValues, type MasterDataField } from '../../masterDataFields';
import { MasterDataForm, type MasterDataFormValues } from './MasterDataForm';
import { serverFieldErrors } from './applyServerFieldErrors';
import { useCustomerTranslation } from '../../i18n';

type FieldErrors = { field: MasterDataField; message: string }[];

/** /customer-master-data (VWS_MasterData_Edit): read and edit; a newer version in the database is offered for overwrite. */
export function MasterDataPage() {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const { data, isLoading, isError } = useGetMasterDataQuery();
  const [updateMasterData, { isLoading: saving }] = useUpdateMasterDataMutation();
  const [conflictValues, setConflictValues] = useState<MasterDataFormValues | null>(null);
  const masterData = data?.masterData;
  const initialValues = useMemo(() => toFormValues(masterData), [masterData]);

  const save = async (values: MasterDataFormValues, forceUpdate = false): Promise<FieldErrors> => {
    try {
      // The Version read is the one the edit is based on: the server refuses it when somebody saved since.
      await updateMasterData({ masterDataModel: { ...values, Version: masterData?.Version ?? 0 }, forceUpdate }).unwrap();
      toast.success(t('masterData.saved'));
      return [];
    } catch (error) {
      if (errorCode(error) === 'itemHasBeenChanged') {
        setConflictValues(values);
        return [];
      }
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.length === 0) toast.error(t('masterData.saveFailed'));
      return fieldErrors;
    }
  };

  if (isLoading) return <ProgressSpinner style={{ width: '3rem', height: '3rem' }} />;
  if (isError || !masterData) return <Message severity="error" text={t('masterData.loadFailed')} />;

  return (
    <section className="flex flex-column gap-3" style={{ maxWidth: '60rem' }} data-testid="master-data-page">
      <div>
        <h1 className="mt-0 mb-1">{t('masterData.title')}</h1>
        <p className="m-0 text-700">{t('masterData.intro')}</p>
        <small className="text-600" data-testid="master-data-last-changed">
          {masterData.Bearbeitungsdatum ? t('masterData.lastChanged', { date: formatDate(masterData.Bearbeitungsdatum) }) : t('masterData.neverChanged')}
        </small>
      </div>
      <MasterDataForm initialValues={initialValues} onSave={(values) => save(values)} saving={saving} />
      <ConfirmDialog
        visible={conflictValues !== null}
        onHide={() => setConflictValues(null)}
        header={t('masterData.conflictTitle')}
        message={t('masterData.conflict')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('masterData.overwrite')}
        rejectLabel={t('common:actions.cancel')}
        accept={() => {
          if (conflictValues) void save(conflictValues, true);
        }}
      />
    </section>
  );
}
