import { UserDialog, type UserDialogValues } from '@vws/shared/edit';
import { useMetaadminCreateUserMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

const LABELS = { email: 'fields.email', firstname: 'fields.firstname', lastname: 'fields.lastname', sendMail: 'fields.sendPasswordLink' };

/** Creates an account without a customer (customers add it by e-mail later). */
export function CreateUserDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useMetaadminTranslation();
  const [create] = useMetaadminCreateUserMutation();

  const send = async ({ email, firstname, lastname, sendMail }: UserDialogValues) => {
    await create({ email, firstname, lastname, sendPasswordLink: sendMail }).unwrap();
    return t('users.created', { email });
  };

  return (
    <UserDialog
      visible={visible}
      onHide={onHide}
      header={t('users.createTitle')}
      submitLabel={t('users.create')}
      ns="metaadmin"
      labels={LABELS}
      send={send}
      idPrefix="create-user"
      testId="create-user-dialog"
    />
  );
}
