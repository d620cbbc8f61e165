import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { REMINDER_MODES, type ReminderSettings } from '@vws/shared/contract/aufgaben';
import { showToast, useGetReminderSettingsQuery, useTranslation, useUpdateReminderSettingsMutation } from '@vws/shared/core';

/** The reminder e-mails (GET/PUT /meta/userprofile/reminders): daily digest, immediately or off, and their language. */
export function ProfileReminderForm() {
  const { t } = useTranslation('shell');
  const { data } = useGetReminderSettingsQuery();
  const [save, { isLoading: saving }] = useUpdateReminderSettingsMutation();
  const [value, setValue] = useState<ReminderSettings | undefined>(data);
  useEffect(() => setValue(data), [data]);
  if (!value) return null;
  const dirty = !!data && (data.mode !== value.mode || data.language !== value.language);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save(value).unwrap();
      showToast({ severity: 'success', detail: t('profile.reminders.saved') });
    } catch {
      showToast({ severity: 'error', detail: t('profile.reminders.failed') });
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-column gap-3" aria-label={t('profile.reminders.section')} data-testid="profile-reminder-form">
      <p className="m-0 text-700">{t('profile.reminders.intro')}</p>
      <fieldset className="flex flex-column gap-2 border-none p-0 m-0">
        <legend className="font-semibold mb-2">{t('profile.reminders.mode')}</legend>
        {REMINDER_MODES.map((mode) => (
          <div key={mode} className="flex align-items-center gap-2">
            <RadioButton
              inputId={`reminder-${mode}`}
              name="reminder-mode"
              value={mode}
              checked={value.mode === mode}
              onChange={() => setValue({ ...value, mode })}
            />
            <label htmlFor={`reminder-${mode}`}>{t(`profile.reminders.modes.${mode}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-column gap-2">
        <label htmlFor="reminder-language" className="font-semibold">
          {t('profile.reminders.language')}
        </label>
        <Dropdown
          inputId="reminder-language"
          value={value.language}
          options={(['de', 'en'] as const).map((language) => ({ value: language, label: t(`profile.reminders.languages.${language}`) }))}
          onChange={(event) => setValue({ ...value, language: event.value as ReminderSettings['language'] })}
          disabled={value.mode === 'off'}
          className="w-full md:w-20rem"
        />
      </div>
      <div>
        <Button type="submit" label={t('profile.reminders.save')} icon="pi pi-save" disabled={!dirty} loading={saving} />
      </div>
    </form>
  );
}
