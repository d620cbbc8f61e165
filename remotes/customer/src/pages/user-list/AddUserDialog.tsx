import type { FieldOption } from '@vws/shared/form';
import { UserDialog, type UserDialogValues } from '@vws/shared/edit';
import { useCustomerAddUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';

const LABELS = {
  email: 'users.fields.email',
  firstname: 'users.fields.firstname',
  lastname: 'users.fields.lastname',
  roleIds: 'users.fields.roleIds',
  sendMail: 'users.fields.sendWelcomeMail',
};

interface Props {
  visible: boolean;
  roleOptions: FieldOption[];
  onHide: () => void;
}

/** Invites a user with roles; he becomes a member when he accepts the e-mailed invitation. */
export function AddUserDialog({ visible, roleOptions, onHide }: Props) {
  const { t } = useCustomerTranslation();
  const [addUser] = useCustomerAddUserMutation();

  const send = async ({ sendMail, ...userModel }: UserDialogValues) => {
    // Joining needs the user's consent: the call sends an invitation (the same answer for every address).
    await addUser({ userModel, sendWelcomeMail: sendMail }).unwrap();
    return t('users.userInvited', { email: userModel.email });
  };

  return (
    <UserDialog
      visible={visible}
      onHide={onHide}
      header={t('users.addUserTitle')}
      submitLabel={t('users.addUserSubmit')}
      submitIcon="pi pi-user-plus"
      ns="customer"
      labels={LABELS}
      roleOptions={roleOptions}
      send={send}
      idPrefix="add-user"
      testId="add-user-dialog"
    />
  );
}
