import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@vws/shared/core';
import { FormDialog, type FieldOption } from '@vws/shared/form';
import { useCustomerAddUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { ADD_USER_FIELDS, addUserFormSchema, type AddUserFormValues } from './userForms';

const EMPTY: AddUserFormValues = { email: '', firstname: '', lastname: '', roleIds: [], sendWelcomeMail: true };
const resolver = zodResolver(addUserFormSchema);

interface Props {
  visible: boolean;
  roleOptions: FieldOption[];
  onHide: () => void;
}

/** Adds a user with roles; the welcome e-mail carries a link to set the password. */
export function AddUserDialog({ visible, roleOptions, onHide }: Props) {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const [addUser, { isLoading, error, reset }] = useCustomerAddUserMutation();

  const submit = async ({ sendWelcomeMail, ...userModel }: AddUserFormValues) => {
    const { created } = await addUser({ userModel, sendWelcomeMail }).unwrap();
    toast.success(t(created ? 'users.userAdded' : 'users.userExisted', { email: userModel.email }));
    onHide();
  };

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      onOpen={reset}
      header={t('users.addUserTitle')}
      fields={ADD_USER_FIELDS}
      options={{ roleIds: roleOptions }}
      ns="customer"
      idPrefix="add-user"
      resolver={resolver}
      empty={EMPTY}
      submitLabel={t('users.addUserSubmit')}
      submitIcon="pi pi-user-plus"
      onSubmit={submit}
      loading={isLoading}
      error={error}
      testId="add-user-dialog"
    />
  );
}
