import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { DescribedFields, ErrorMessage, useToast, type FieldOption } from '@vws/shared';
import { useCustomerAddUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { ADD_USER_FIELDS, addUserFormSchema, type AddUserFormValues } from './userForms';

const EMPTY: AddUserFormValues = { email: '', firstname: '', lastname: '', roleIds: [], sendWelcomeMail: true };

interface Props {
  visible: boolean;
  roleOptions: FieldOption[];
  onHide: () => void;
}

/** Adds a user with roles; the welcome e-mail carries a link to set the password. */
export function AddUserDialog({ visible, roleOptions, onHide }: Props) {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const [addUser, { isLoading, error, reset: resetMutation }] = useCustomerAddUserMutation();
  const form = useForm<AddUserFormValues>({ resolver: zodResolver(addUserFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (visible) {
      form.reset(EMPTY);
      resetMutation();
    }
  }, [visible, form, resetMutation]);

  const submit = form.handleSubmit(async (values) => {
    const { created } = await addUser({ userModel: { email: values.email, firstname: values.firstname, lastname: values.lastname, roleIds: values.roleIds }, sendWelcomeMail: values.sendWelcomeMail }).unwrap();
    toast.success(t(created ? 'users.userAdded' : 'users.userExisted', { email: values.email }));
    onHide();
  });

  return (
    <Dialog header={t('users.addUserTitle')} visible={visible} onHide={onHide} style={{ width: '36rem' }} breakpoints={{ '640px': '95vw' }} data-testid="add-user-dialog">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="flex flex-column gap-3">
        {error ? <ErrorMessage error={error} /> : null}
        <div className="grid formgrid">
          <DescribedFields fields={ADD_USER_FIELDS} control={form.control} ns="customer" idPrefix="add-user" options={{ roleIds: roleOptions }} />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('common:actions.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('users.addUserSubmit')} icon="pi pi-user-plus" loading={isLoading} data-testid="add-user-submit" />
        </div>
      </form>
    </Dialog>
  );
}
