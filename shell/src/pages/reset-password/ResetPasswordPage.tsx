import { Link, useSearchParams } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useTranslation } from '@vws/shared/core';
import { SetPasswordForm } from '../../ui/SetPasswordForm';

/** /resetpassword?email=<e>&token=<t>: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <Card title={<h1 className="m-0 text-2xl">{t('resetPassword.title')}</h1>}>
      {!email || !token ? (
        <div className="flex flex-column gap-3">
          <Message severity="warn" text={t('resetPassword.missingToken')} data-testid="reset-missing-token" />
          <Link to="/forgotpassword">{t('resetPassword.requestNewLink')}</Link>
        </div>
      ) : (
        <div className="flex flex-column gap-3">
          <p className="m-0 text-700">{t('resetPassword.intro', { email })}</p>
          <SetPasswordForm
            email={email}
            token={token}
            submitLabel={t('resetPassword.submit')}
            successText={t('resetPassword.success')}
            invalidTokenText={t('resetPassword.invalidToken')}
            renewLink={{ to: '/forgotpassword', label: t('resetPassword.requestNewLink') }}
          />
        </div>
      )}
    </Card>
  );
}
