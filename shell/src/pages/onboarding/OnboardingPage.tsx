import { useSearchParams } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useTranslation } from '@vws/shared';
import { SetPasswordForm } from '../../ui/SetPasswordForm';

/**
 * /customer-user-onboarding?email=<e>&token=<t>: an invited user activates the account by setting
 * a password (the invitation token works like a reset token).
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
          <div className="flex flex-column gap-3">
            <p className="m-0 text-700">{t('onboarding.intro', { email })}</p>
            <SetPasswordForm
              email={email}
              token={token}
              submitLabel={t('onboarding.submit')}
              successText={t('onboarding.success')}
              invalidTokenText={t('onboarding.invalidToken')}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
