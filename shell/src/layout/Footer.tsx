import { useTranslation } from '@vws/shared/core';

export const SUPPORT_URL = 'mailto:support@vws-portal.example';

/** News and support, privacy notice and legal notice in the current language (spec §1, §2). */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const lang = i18n.language === 'en' ? 'en' : 'de';
  return (
    <footer className="portal-footer flex flex-wrap align-items-center justify-content-between gap-3 px-4 py-3 text-sm text-600">
      <span>{tShell('layout.footerCopyright', { year: new Date().getFullYear() })}</span>
      <nav className="flex flex-wrap gap-4" aria-label="footer">
        <a href={`/res/news_${lang}.html`} target="_blank" rel="noopener">
          {t('layout.news')}
        </a>
        <a href={SUPPORT_URL}>{t('layout.support')}</a>
        <a href={`/res/privacy_notice_${lang}.html`} target="_blank" rel="noopener" data-testid="privacy-notice-link">
          {t('layout.privacyNotice')}
        </a>
        <a href={`/res/legal_notice_${lang}.html`} target="_blank" rel="noopener" data-testid="legal-notice-link">
          {t('layout.legalNotice')}
        </a>
      </nav>
    </footer>
  );
}
