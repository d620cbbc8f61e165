import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { signIn, useAppDispatch, useTranslation } from '@vws/shared';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { safeRedirect } from '../../guard/safeRedirect';
import { signInErrorText } from './signInErrorText';

const schema = z.object({
  email: z.string().trim().min(1, 'shell:signIn.emailRequired'),
  password: z.string().min(1, 'shell:signIn.passwordRequired'),
});
type SignInForm = z.infer<typeof schema>;

/** /signin: after success the user returns to ?redirect, else to the selected customer or the list. */
export function SignInPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, control } = useForm<SignInForm>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await dispatch(signIn({ email: values.email.trim(), password: values.password }));
    if (signIn.rejected.match(result)) {
      setFailure(signInErrorText(t, result.payload));
      return;
    }
    const customer = result.payload.customer;
    const target = safeRedirect(params.get('redirect')) ?? (customer ? `/customer?cuid=${encodeURIComponent(customer.customerUid)}` : '/customers');
    navigate(target, { replace: true });
  });

  return (
    <Card title={<h1 className="m-0 text-2xl">{t('signIn.title')}</h1>} subTitle={t('signIn.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-column gap-3" aria-label={t('signIn.title')}>
        {failure ? <Message severity="error" text={failure} data-testid="signin-error" /> : null}
        <FormField id="signin-email" label={t('signIn.email')} error={formState.errors.email?.message && t(formState.errors.email.message)}>
          <InputText id="signin-email" type="email" autoComplete="username" autoFocus {...register('email')} invalid={!!formState.errors.email} className="w-full" />
        </FormField>
        <FormField id="signin-password" label={t('signIn.password')} error={formState.errors.password?.message && t(formState.errors.password.message)}>
          <PasswordInput control={control} name="password" id="signin-password" autoComplete="current-password" />
        </FormField>
        <Button type="submit" label={t('signIn.submit')} icon="pi pi-sign-in" loading={formState.isSubmitting} />
        <Link to="/forgotpassword" className="text-sm">{t('signIn.forgotPassword')}</Link>
      </form>
    </Card>
  );
}
