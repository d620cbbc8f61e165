import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorBody, useResetPasswordMutation, useTranslation } from '@vws/shared/core';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { newPasswordFields } from './newPasswordSchema';

function passwordSchema(email: string) {
  const fields = newPasswordFields('password', 'repetition', [email]);
  return z.object(fields.shape).superRefine(fields.refine);
}
type SetPasswordValues = { password: string; repetition: string };

interface Props {
  email: string;
  token: string;
  submitLabel: string;
  successText: string;
  invalidTokenText: string;
  /** Where the user gets a fresh link when the token is no longer valid. */
  renewLink?: { to: string; label: string };
  /** Runs with the new password once it is set (the onboarding signs in with it); false: show the success text after all. */
  afterSet?: (password: string) => Promise<boolean>;
}

/** New password for the e-mailed link (reset or invitation): POST /auth/reset-password. */
export function SetPasswordForm({ email, token, submitLabel, successText, invalidTokenText, renewLink, afterSet }: Props) {
  const { t } = useTranslation('shell');
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<'done' | 'invalidToken' | 'failed' | null>(null);
  const schema = useMemo(() => passwordSchema(email), [email]);
  const { control, handleSubmit, formState, setError } = useForm<SetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repetition: '' },
  });
  const [password, repetition] = useWatch({ control, name: ['password', 'repetition'] });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await resetPassword({ email, token, password: values.password }).unwrap();
      if (afterSet && (await afterSet(values.password))) return;
      setOutcome('done');
    } catch (error) {
      const body = errorBody(error);
      if (body?.error === 'invalidToken') return setOutcome('invalidToken');
      if (body?.error === 'validation' && body.fields?.length) {
        for (const field of body.fields) setError('password', { type: 'server', message: `common:validation.${field.code ?? field.message}` });
        return;
      }
      setOutcome('failed');
    }
  });

  if (outcome === 'done') {
    return (
      <div className="flex flex-column gap-3">
        <Message severity="success" text={successText} data-testid="set-password-done" />
        <Link to="/signin" className="p-button no-underline justify-content-center">
          {t('resetPassword.toSignIn')}
        </Link>
      </div>
    );
  }
  const errorOf = (name: keyof SetPasswordValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message, { defaultValue: t('common:errors.validation') }) : undefined;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-column gap-3">
      {outcome === 'invalidToken' ? <Message severity="error" text={invalidTokenText} data-testid="set-password-invalid-token" /> : null}
      {outcome === 'failed' ? <Message severity="error" text={t('resetPassword.failed')} /> : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id="new-password" label={t('resetPassword.newPassword')} error={errorOf('password')}>
        <PasswordInput control={control} name="password" id="new-password" autoComplete="new-password" />
      </FormField>
      <FormField id="new-password-repetition" label={t('resetPassword.repetition')} error={errorOf('repetition')}>
        <PasswordInput control={control} name="repetition" id="new-password-repetition" autoComplete="new-password" />
      </FormField>
      <PasswordStrengthMeter password={password ?? ''} repetition={repetition ?? ''} userInputs={[email]} />
      <Button type="submit" label={submitLabel} icon="pi pi-check" loading={formState.isSubmitting} />
      {outcome === 'invalidToken' && renewLink ? <Link to={renewLink.to}>{renewLink.label}</Link> : null}
    </form>
  );
}
