import { DescribedFields } from '@vws/shared/form';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCustomerTranslation } from '../../i18n';
import { MASTER_DATA_FORM_FIELDS, type MasterDataValues } from '../../masterDataFields';

export type MasterDataFormValues = MasterDataValues;

interface Props {
  form: UseFormReturn<MasterDataFormValues>;
  initialValues: MasterDataFormValues;
  onSubmit: (values: MasterDataFormValues) => Promise<void>;
  saving: boolean;
}

/** The master-data form: fields from the shared form kit, client rules from the shared contract, server field errors in place. */
export function MasterDataForm({ form, initialValues, onSubmit, saving }: Props) {
  const { t } = useCustomerTranslation();
  const { handleSubmit, reset, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-column gap-4" aria-label={t('masterData.title')}>
      {hasErrors && formState.isSubmitted ? <Message severity="error" text={t('masterData.validationFailed')} data-testid="master-data-invalid" /> : null}
      <div>
        <DescribedFields fields={MASTER_DATA_FORM_FIELDS} control={form.control} ns="customer" idPrefix="md" />
      </div>
      <div className="flex gap-2 align-items-center">
        <Button type="submit" label={t('masterData.save')} icon="pi pi-save" loading={saving} data-testid="master-data-save" />
        <Button type="button" label={t('masterData.reset')} outlined disabled={!formState.isDirty || saving} onClick={() => reset(initialValues)} />
        {formState.isDirty ? <span className="text-sm text-orange-600">{t('masterData.unsaved')}</span> : null}
      </div>
    </form>
  );
}
