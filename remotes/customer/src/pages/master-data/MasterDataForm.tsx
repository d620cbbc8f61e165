import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { masterDataFieldsSchema } from '@vws/shared/contract/customer';

import { MASTER_DATA_SECTIONS, type MasterDataField } from '../../masterDataFields';
import { useCustomerTranslation } from '../../i18n';

export type MasterDataFormValues = Record<MasterDataField, string>;

const MULTILINE: MasterDataField[] = ['aufsichtsbehoerde', 'geschaeftsfuehrung'];
const WIDE: MasterDataField[] = ['name', 'strasse_hausnummer', 'aufsichtsbehoerde', 'geschaeftsfuehrung', 'handelsregister'];

interface Props {
  initialValues: MasterDataFormValues;
  /** Resolves with the server's field errors (empty when saved). */
  onSave: (values: MasterDataFormValues) => Promise<{ field: MasterDataField; message: string }[]>;
  saving: boolean;
}

/** The master-data form: client rules from the shared contract, server field errors shown in place. */
export function MasterDataForm({ initialValues, onSave, saving }: Props) {
  const { t } = useCustomerTranslation();
  const { register, handleSubmit, reset, setError, formState } = useForm<MasterDataFormValues>({
    resolver: zodResolver(masterDataFieldsSchema) as never,
    defaultValues: initialValues,
    mode: 'onBlur',
  });

  useEffect(() => {
    reset(initialValues);
  }, [initialValues, reset]);

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSave(values);
    for (const { field, message } of fieldErrors) setError(field, { type: 'server', message });
  });

  const errorText = (field: MasterDataField) => {
    const message = formState.errors[field]?.message;
    return message ? t(`validation.${message}`, { defaultValue: message }) : undefined;
  };
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-column gap-4" aria-label={t('masterData.title')}>
      {hasErrors && formState.isSubmitted ? <Message severity="error" text={t('masterData.validationFailed')} data-testid="master-data-invalid" /> : null}
      {MASTER_DATA_SECTIONS.map((section) => (
        <fieldset key={section.id} className="surface-0 border-1 surface-border border-round px-4 pt-2 pb-3 m-0">
          <legend className="px-2 font-semibold text-lg">{t(`masterData.sections.${section.id}`)}</legend>
          <div className="grid formgrid p-fluid">
            {section.fields.map((field) => {
              const id = `md-${field}`;
              const error = errorText(field);
              const common = { id, ...register(field), invalid: !!error, 'aria-describedby': error ? `${id}-error` : undefined };
              return (
                <div key={field} className={`field col-12 ${WIDE.includes(field) ? '' : 'md:col-6'}`}>
                  <label htmlFor={id}>
                    {t(`masterData.fields.${field}`)}
                    {field === 'name' ? <span className="text-red-500 ml-1" aria-hidden>*</span> : null}
                  </label>
                  {MULTILINE.includes(field) ? (
                    <InputTextarea {...common} rows={3} autoResize />
                  ) : (
                    <InputText {...common} placeholder={t(`masterData.placeholders.${field}`, { defaultValue: '' })} />
                  )}
                  {error ? <small id={`${id}-error`} className="p-error" role="alert">{error}</small> : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex gap-2 align-items-center">
        <Button type="submit" label={t('masterData.save')} icon="pi pi-save" loading={saving} data-testid="master-data-save" />
        <Button type="button" label={t('masterData.reset')} outlined disabled={!formState.isDirty || saving} onClick={() => reset(initialValues)} />
        {formState.isDirty ? <span className="text-sm text-orange-600">{t('masterData.unsaved')}</span> : null}
      </div>
    </form>
  );
}
