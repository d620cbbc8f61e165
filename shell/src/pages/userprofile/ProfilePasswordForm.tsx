import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorBody, showToast, useTranslation, useUpdatePasswordMutation } from '@vws/shared/core';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { newPasswordFields } from '../../ui/newPasswordSchema';

function passwordSchema(userInputs: readonly string[]) {
  const fields = newPasswordFields('password_new', 'password_new_repetition', userInputs);
  return z.object({ password_old: z.string().min(1, 'common:validation.required'), ...fields.shape }).superRefine(fields.refine);
}
type PasswordValues = { password_old: string; password_new: string; password_new_repetition: string };
const EMPTY: PasswordValues = { password_old: '', password_new: '', password_new_repetition: '' };

interface Props {
  /** USER_DENY_Password_Edit */
  denied: boolean;
  userInputs: string[];
}

/** PUT /meta/userprofile/update-pw: current password, new password under the policy, repetition. */
export function ProfilePasswordForm({ denied, userInputs }: Props) {
  const { t } = useTranslation('shell');
  const [updatePassword] = useUpdatePasswordMutation();
  const inputs = userInputs.join('\n');
  const schema = useMemo(() => passwordSchema(inputs.split('\n')), [inputs]);
  const { control, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [password, repetition] = useWatch({ control, name: ['password_new', 'password_new_repetition'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updatePassword(values).unwrap();
      reset(EMPTY);
      showToast({ severity: 'success', detail: t('profile.passwordChanged') });
    } catch (error) {
      const body = errorBody(error);
      if (body?.error === 'wrongPassword') setError('password_old', { type: 'server', message: 'common:validation.wrongPassword' });
      for (const field of body?.error === 'validation' ? (body.fields ?? []) : []) {
        const name = (field.path.split('.').pop() ?? 'password_new') as keyof PasswordValues;
        setError(name in EMPTY ? name : 'password_new', { type: 'server', message: `common:validation.${field.code ?? field.message}` });
      }
      showToast({ severity: 'error', detail: t('profile.passwordFailed') });
    }
  });
  const errorOf = (name: keyof PasswordValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message, { defaultValue: t('common:errors.validation') }) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-column gap-3" aria-label={t('profile.passwordSection')} data-testid="profile-password-form">
      {denied ? <Message severity="info" text={t('profile.passwordEditDenied')} data-testid="password-edit-denied" /> : null}
      <FormField id="password-old" label={t('profile.passwordOld')} error={errorOf('password_old')}>
        <PasswordInput control={control} name="password_old" id="password-old" autoComplete="current-password" disabled={denied} />
      </FormField>
      <FormField id="password-new" label={t('profile.passwordNew')} error={errorOf('password_new')}>
        <PasswordInput control={control} name="password_new" id="password-new" autoComplete="new-password" disabled={denied} />
      </FormField>
      <FormField id="password-new-repetition" label={t('profile.passwordRepetition')} error={errorOf('password_new_repetition')}>
        <PasswordInput control={control} name="password_new_repetition" id="password-new-repetition" autoComplete="new-password" disabled={denied} />
      </FormField>
      {!denied ? <PasswordStrengthMeter password={password ?? ''} repetition={repetition ?? ''} userInputs={userInputs} /> : null}
      <div>
        <Button type="submit" label={t('profile.savePassword')} icon="pi pi-key" disabled={denied} loading={formState.isSubmitting} />
      </div>
    </form>
  );
}
