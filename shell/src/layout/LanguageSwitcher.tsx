import { SelectButton } from 'primereact/selectbutton';
import { changeLanguage, useTranslation } from '@vws/shared';

const LOCALES = ['de', 'en'] as const;

/** DE / EN at the top of every layout; the choice is remembered (preferences.currentLocale). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language === 'en' ? 'en' : 'de';
  return (
    <SelectButton
      aria-label={t('layout.language')}
      className="language-switcher"
      value={current}
      allowEmpty={false}
      options={LOCALES.map((locale) => ({ label: t(`layout.languages.${locale}`), value: locale }))}
      onChange={(event) => {
        if (event.value === 'de' || event.value === 'en') void changeLanguage(event.value);
      }}
      pt={{ button: ({ context }: any) => ({ 'data-testid': `language-${LOCALES[context.index]}`, style: { padding: '0.35rem 0.6rem' } }) }}
    />
  );
}
