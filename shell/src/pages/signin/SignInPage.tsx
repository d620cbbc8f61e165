import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from '@vws/shared/core';
import { documentNavigation } from '../../guard/documentNavigation';
import { FormField } from '../../ui/FormField';
import { PasswordField } from '../../ui/PasswordField';
import { restoreFocus, takeLateLanguage, takeLateValues, takeSubmitPending, typedValue } from '../../signin-page/prefilled';
import { prepareSignIn, signInAndChooseStart } from './signInAndChooseStart';
import { signInErrorText } from './signInErrorText';

type FieldErrors = { email?: string; password?: string };

function validate(email: string, password: string): FieldErrors {
  return {
    email: email.trim() ? undefined : 'shell:signIn.emailRequired',
    password: password ? undefined : 'shell:signIn.passwordRequired',
  };
}

/**
 * /signin, a page of its own (shell/src/signin-page: no portal code, no Module Federation, so it
 * loads fast): after success the portal starts at ?redirect, else at the selected customer or the
 * customer list. Two required fields need no form library.
 */
export function SignInPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  // What was typed into signin.html's prerendered form before this script ran stays.
  const [email, setEmail] = useState(() => typedValue('signin-email'));
  const [password, setPassword] = useState(() => typedValue('signin-password'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The new form is there: what was typed into the prerendered one while it rendered is taken over,
  // the cursor goes back where it was, a language chosen meanwhile applies; then (rendered with
  // those values) a submit made meanwhile signs in.
  const [takenOver, setTakenOver] = useState(false);
  useLayoutEffect(() => {
    const late = takeLateValues();
    const lateEmail = late.get('signin-email');
    const latePassword = late.get('signin-password');
    if (lateEmail !== undefined) setEmail(lateEmail);
    if (latePassword !== undefined) setPassword(latePassword);
    restoreFocus();
    takeLateLanguage();
  }, []);
  // After the layout effect's values have rendered (React runs this before rendering them when there
  // are any). Set here, not in the layout effect: a state update there is rendered within the commit,
  // which made the form's first commit one long task on a phone even when nothing came late.
  useEffect(() => setTakenOver(true), []);
  useEffect(() => {
    if (takenOver && takeSubmitPending()) formRef.current?.requestSubmit();
  }, [takenOver]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const outcome = await signInAndChooseStart({ email: email.trim(), password }, params.get('redirect'));
    if (!outcome.ok) {
      setFailure(signInErrorText(t, outcome.error));
      setSubmitting(false);
      return;
    }
    // The portal starts with the new session (a full load: nothing of the sign-in page stays).
    documentNavigation.assign(outcome.target);
  };

  return (
    <Card title={<h1 className="m-0 text-2xl">{t('signIn.title')}</h1>} subTitle={t('signIn.subtitle')}>
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-column gap-3" aria-label={t('signIn.title')}>
        {params.get('signOutFailed') ? (
          <Message
            severity="warn"
            text={`${t('common:errors.signOutFailed')} ${t('signIn.signOutFailedSessionOpen')}`}
            role="alert"
            data-testid="signout-failed"
          />
        ) : null}
        {failure ? <Message severity="error" text={failure} data-testid="signin-error" /> : null}
        <FormField id="signin-email" label={t('signIn.email')} error={errors.email && t(errors.email)}>
          <InputText
            id="signin-email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            ref={emailRef}
            value={email}
            onChange={(event) => {
              void prepareSignIn();
              setEmail(event.target.value);
            }}
            invalid={!!errors.email}
            aria-describedby={errors.email ? 'signin-email-error' : undefined}
            className="w-full"
          />
        </FormField>
        <FormField id="signin-password" label={t('signIn.password')} error={errors.password && t(errors.password)}>
          <PasswordField
            id="signin-password"
            name="password"
            value={password}
            onChange={setPassword}
            inputRef={passwordRef}
            autoComplete="current-password"
            invalid={!!errors.password}
          />
        </FormField>
        <Button type="submit" label={t('signIn.submit')} loading={submitting} />
        <Link to="/forgotpassword" className="text-sm">
          {t('signIn.forgotPassword')}
        </Link>
      </form>
    </Card>
  );
}
