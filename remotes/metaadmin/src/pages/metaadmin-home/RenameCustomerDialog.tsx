import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ErrorMessage, errorCode, useToast } from '@vws/shared/core';
import { DescribedFields, type FieldDescriptor } from '@vws/shared/form';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import { useMetaadminRenameCustomerMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { requiredText } from '@vws/shared/contract/text';

const schema = z.object({ name: requiredText(200) });
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);
const FIELDS: FieldDescriptor<keyof Values>[] = [{ key: 'name', label: 'fields.name', widget: 'text', required: true }];

/**
 * Renames a customer through PUT /meta/customer-edit (spec §7) with that customer's customer_uid.
 * The server allows it with VWS_MasterData_Edit in the customer; a refusal or a name another
 * customer has is shown in the dialog, which stays open.
 */
export function RenameCustomerDialog({ customer, onHide }: { customer: AdminCustomer | null; onHide: () => void }) {
  const { t } = useMetaadminTranslation();
  const toast = useToast();
  const [rename, { isLoading, error, reset: resetMutation }] = useMetaadminRenameCustomerMutation();
  const form = useForm<Values>({ resolver, defaultValues: { name: '' } });
  const { reset } = form;

  // Each time the dialog opens: the customer's name, no error of an earlier attempt.
  useEffect(() => {
    if (!customer) return;
    reset({ name: customer.name });
    resetMutation();
    // Only on opening: the mutation's reset changes with its state, which must not clear the error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, reset]);

  const submit = form.handleSubmit(async (v) => {
    if (!customer) return;
    try {
      const result = await rename({ customer_uid: customer.customer_uid, customerModel: { name: v.name } }).unwrap();
      toast.success(t('renameCustomer.renamed', { name: result.customer.name }));
      onHide();
    } catch {
      // Shown through `error`.
    }
  });

  return (
    <Dialog
      header={t('renameCustomer.title', { name: customer?.name ?? '' })}
      visible={customer !== null}
      onHide={onHide}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      data-testid="rename-customer-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-column gap-3">
        <p className="m-0 text-700">{t('renameCustomer.intro')}</p>
        {error ? (
          <ErrorMessage error={error} action="save" text={errorCode(error) === 'customerNameTaken' ? t('renameCustomer.nameTaken') : undefined} />
        ) : null}
        <div className="grid formgrid">
          <DescribedFields fields={FIELDS} control={form.control} ns="metaadmin" idPrefix="rename-customer" />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('renameCustomer.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('renameCustomer.submit')} icon="pi pi-check" loading={isLoading} data-testid="rename-customer-submit" />
        </div>
      </form>
    </Dialog>
  );
}
