import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { DescribedFields, ErrorMessage, useToast, type FieldOption } from '@vws/shared';
import { useCustomerInviteUserMutation } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { INVITE_FIELDS, inviteFormSchema, type InviteFormValues } from './userForms';

const EMPTY: InviteFormValues = { email: '', firstname: '', lastname: '', role_id: 0 };

interface Props {
  visible: boolean;
  roleOptions: FieldOption[];
  onHide: () => void;
}

/** Invites a person by e-mail (spec §5: only the invited address can accept). */
export function InviteUserDialog({ visible, roleOptions, onHide }: Props) {
  const { t } = useCustomerTranslation();
  const toast = useToast();
  const [invite, { isLoading, error, reset: resetMutation }] = useCustomerInviteUserMutation();
  const form = useForm<InviteFormValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (visible) {
      form.reset(EMPTY);
      resetMutation();
    }
  }, [visible, form, resetMutation]);

  const submit = form.handleSubmit(async ({ role_id, ...values }) => {
    await invite({ userInvitationRequest: { ...values, role_id: role_id || null } }).unwrap();
    toast.success(t('users.invited', { email: values.email }));
    onHide();
  });

  return (
    <Dialog header={t('users.inviteTitle')} visible={visible} onHide={onHide} style={{ width: '36rem' }} breakpoints={{ '640px': '95vw' }} data-testid="invite-dialog">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="flex flex-column gap-3">
        <p className="m-0 text-700">{t('users.inviteIntro')}</p>
        {error ? <ErrorMessage error={error} /> : null}
        <div className="grid formgrid">
          <DescribedFields fields={INVITE_FIELDS} control={form.control} ns="customer" idPrefix="invite" options={{ role_id: roleOptions }} />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('common:actions.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('users.inviteSubmit')} icon="pi pi-send" loading={isLoading} data-testid="invite-submit" />
        </div>
      </form>
    </Dialog>
  );
}
