import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { EMAIL_PATTERN, useRequestNewPasswordMutation, useTranslation } from '@vws/shared/core';
import { FormField } from '../../ui/FormField';

const schema = z.object({
  email: z.string().trim().min(1, 'common:validation.required').regex(EMAIL_PATTERN, 'common:validation.invalidEmail'),
});
type ForgotPasswordForm = z.infer<typeof schema>;

/** /forgotpassword: always the same confirmation, whether or not the address exists (no enumeration). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [requestNewPassword] = useRequestNewPasswordMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestNewPassword({ email }).unwrap();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <Card title={<h1 className="m-0 text-2xl">{t('forgotPassword.title')}</h1>}>
      {outcome === 'sent' ? (
        <div className="flex flex-column gap-3">
          <Message severity="success" text={t('forgotPassword.sent')} data-testid="forgot-password-sent" />
          <Link to="/signin">{t('forgotPassword.backToSignIn')}</Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-column gap-3">
          <p className="m-0 text-700">{t('forgotPassword.intro')}</p>
          {outcome === 'failed' ? <Message severity="error" text={t('forgotPassword.failed')} /> : null}
          <FormField id="forgot-email" label={t('forgotPassword.email')} error={formState.errors.email?.message && t(formState.errors.email.message)}>
            <InputText
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoFocus
              {...register('email')}
              invalid={!!formState.errors.email}
              className="w-full"
            />
          </FormField>
          <Button type="submit" label={t('forgotPassword.submit')} icon="pi pi-envelope" loading={formState.isSubmitting} />
          <Link to="/signin" className="text-sm">
            {t('forgotPassword.backToSignIn')}
          </Link>
        </form>
      )}
    </Card>
  );
}
