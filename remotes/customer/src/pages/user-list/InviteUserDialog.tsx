import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@vws/shared/core';
import { FormDialog, type FieldOption } from '@vws/shared/form';
import { useCustomerInviteUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { INVITE_FIELDS, inviteFormSchema, type InviteFormValues } from './userForms';

const EMPTY: InviteFormValues = { email: '', firstname: '', lastname: '', role_id: 0 };
const resolver = zodResolver(inviteFormSchema);

interface Props {
  visible: boolean;
  roleOptions: FieldOption[];
  onHide: () => void;
}

/** Invites a person by e-mail (spec §5: only the invited address can accept). */
export function InviteUserDialog({ visible, roleOptions, onHide }: Props) {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const [invite, { isLoading, error, reset }] = useCustomerInviteUserMutation();

  const submit = async ({ role_id, ...values }: InviteFormValues) => {
    await invite({ userInvitationRequest: { ...values, role_id: role_id || null } }).unwrap();
    toast.success(t('users.invited', { email: values.email }));
    onHide();
  };

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      onOpen={reset}
      header={t('users.inviteTitle')}
      intro={t('users.inviteIntro')}
      fields={INVITE_FIELDS}
      options={{ role_id: roleOptions }}
      ns="customer"
      idPrefix="invite"
      resolver={resolver}
      empty={EMPTY}
      submitLabel={t('users.inviteSubmit')}
      submitIcon="pi pi-send"
      onSubmit={submit}
      loading={isLoading}
      error={error}
      testId="invite-dialog"
    />
  );
}
