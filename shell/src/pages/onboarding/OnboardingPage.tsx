import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { errorCode, useTranslation } from '@vws/shared/core';
import { documentNavigation } from '../../guard/documentNavigation';
import { PageSpinner } from '../../guard/PageSpinner';
import { signInAndChooseStart } from '../signin/signInAndChooseStart';
import { SetPasswordForm } from '../../ui/SetPasswordForm';
import { useOnboardingAcceptInvitationMutation, useOnboardingInvitationStatusQuery, type InvitationLink } from './onboardingApi';

/**
 * /customer-user-onboarding?email=<e>&token=<t>: the link of an invitation. A new address
 * activates its account by setting a password (the invitation token works like a reset token);
 * an address that already has an account is added to the customer and keeps its password.
 */
export function OnboardingPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <div className="flex justify-content-center">
      <Card title={<h1 className="m-0 text-2xl">{t('onboarding.title')}</h1>} style={{ maxWidth: '32rem' }} className="w-full">
        {!email || !token ? (
          <Message severity="warn" text={t('onboarding.missingInvitation')} data-testid="onboarding-missing" />
        ) : (
          <Invitation email={email} token={token} />
        )}
      </Card>
    </div>
  );
}

function Invitation({ email, token }: InvitationLink) {
  const { t } = useTranslation('shell');
  const status = useOnboardingInvitationStatusQuery({ email, token });
  if (status.isLoading) return <PageSpinner />;
  if (errorCode(status.error) === 'invalidToken') {
    return <Message severity="error" text={t('onboarding.invalidToken')} data-testid="onboarding-invalid-token" />;
  }
  if (status.data?.accountExists) {
    return <ExistingAccount email={email} token={token} customerName={status.data.customerName} onPasswordRequired={() => void status.refetch()} />;
  }
  // The account is active with the password just set: sign in with it and start in the customer.
  const signIn = async (password: string) => {
    const outcome = await signInAndChooseStart({ email, password }, null);
    if (outcome.ok) documentNavigation.assign(outcome.target);
    return outcome.ok;
  };
  // A new address; or the status could not be read: the form reports a bad link itself.
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-700" data-testid="onboarding-intro">
        {status.data ? t('onboarding.introCustomer', { email, customer: status.data.customerName }) : t('onboarding.intro', { email })}
      </p>
      <SetPasswordForm
        email={email}
        token={token}
        submitLabel={t('onboarding.submit')}
        successText={t('onboarding.success')}
        invalidTokenText={t('onboarding.invalidToken')}
        afterSet={signIn}
      />
    </div>
  );
}

interface ExistingAccountProps extends InvitationLink {
  customerName: string;
  /** The account is gone meanwhile: ask for a password after all. */
  onPasswordRequired: () => void;
}

function ExistingAccount({ email, token, customerName, onPasswordRequired }: ExistingAccountProps) {
  const { t } = useTranslation('shell');
  const [accept, { isLoading }] = useOnboardingAcceptInvitationMutation();
  const [outcome, setOutcome] = useState<'added' | 'invalidToken' | 'failed' | null>(null);

  const onAccept = async () => {
    setOutcome(null);
    try {
      await accept({ email, token }).unwrap();
      setOutcome('added');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'passwordRequired') return onPasswordRequired();
      setOutcome(code === 'invalidToken' ? 'invalidToken' : 'failed');
    }
  };

  if (outcome === 'added') {
    return (
      <div className="flex flex-column gap-3">
        <Message severity="success" text={t('onboarding.added', { customer: customerName })} data-testid="onboarding-added" />
        <Link to="/signin" className="p-button no-underline justify-content-center">
          {t('onboarding.toSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-700" data-testid="onboarding-existing-account">
        {t('onboarding.existingAccount', { email, customer: customerName })}
      </p>
      {outcome === 'invalidToken' ? <Message severity="error" text={t('onboarding.invalidToken')} data-testid="onboarding-invalid-token" /> : null}
      {outcome === 'failed' ? <Message severity="error" text={t('onboarding.acceptFailed')} /> : null}
      <Button
        type="button"
        label={t('onboarding.accept')}
        icon="pi pi-check"
        loading={isLoading}
        onClick={() => void onAccept()}
        data-testid="onboarding-accept"
      />
    </div>
  );
}
