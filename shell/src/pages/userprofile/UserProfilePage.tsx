import { Card } from 'primereact/card';
import { InputSwitch } from 'primereact/inputswitch';
import { ErrorMessage, preferences, useGetUserProfileQuery, usePermissions, usePreferences, useTranslation } from '@vws/shared/core';
import { PageSpinner } from '../../guard/PageSpinner';
import { ProfileNameForm } from './ProfileNameForm';
import { ProfilePasswordForm } from './ProfilePasswordForm';
import { ProfileReminderForm } from './ProfileReminderForm';
import { ProfileSessions } from './ProfileSessions';

/** /userprofile: name, password, the open sessions, the reminder e-mails and the setting 'show meta admin menu items' (spec §2). */
export function UserProfilePage() {
  const { t } = useTranslation('shell');
  const { data, isLoading, error } = useGetUserProfileQuery();
  const { has } = usePermissions();
  const { localSettings } = usePreferences();
  const profile = data?.userprofiledata;

  return (
    <section className="flex flex-column gap-3" style={{ maxWidth: '48rem' }} data-testid="userprofile-page">
      <h1 className="m-0">{t('profile.title')}</h1>
      {isLoading ? <PageSpinner /> : null}
      {error ? <ErrorMessage error={error} /> : null}
      {profile ? (
        <>
          <Card title={t('profile.nameSection')}>
            <ProfileNameForm profile={profile} denied={has('USER_DENY_Profile_Edit')} />
          </Card>
          <Card title={t('profile.passwordSection')}>
            <ProfilePasswordForm denied={has('USER_DENY_Password_Edit')} userInputs={[profile.email, profile.firstname, profile.lastname]} />
          </Card>
          <Card title={t('profile.sessions.section')}>
            <ProfileSessions />
          </Card>
        </>
      ) : null}
      <Card title={t('profile.reminders.section')}>
        <ProfileReminderForm />
      </Card>
      <Card title={t('profile.settingsSection')}>
        <div className="flex align-items-center gap-3">
          <InputSwitch
            inputId="show-meta-items"
            checked={localSettings.showMetaPermissionMenuItems}
            onChange={(event) => preferences.set({ localSettings: { showMetaPermissionMenuItems: !!event.value } })}
          />
          <label htmlFor="show-meta-items" className="flex flex-column">
            <span>{t('profile.showMetaPermissionMenuItems')}</span>
            <small className="text-600">{t('profile.showMetaPermissionMenuItemsHint')}</small>
          </label>
        </div>
      </Card>
    </section>
  );
}
