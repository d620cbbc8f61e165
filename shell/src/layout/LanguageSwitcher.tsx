import { Button } from 'primereact/button';
import { changeLanguage, useTranslation } from '@vws/shared/core';

const LOCALES = ['de', 'en'] as const;

/** DE / EN at the top of every layout; the choice is remembered (preferences.currentLocale). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language === 'en' ? 'en' : 'de';
  return (
    <span className="p-buttonset flex" role="group" aria-label={t('layout.language')}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          type="button"
          size="small"
          label={t(`layout.languages.${locale}`)}
          outlined={locale !== current}
          aria-pressed={locale === current}
          lang={locale}
          data-testid={`language-${locale}`}
          onClick={() => void changeLanguage(locale)}
        />
      ))}
    </span>
  );
}
