import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@vws/shared/core';
import logoUrl from '../assets/logo.svg';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Footer } from './Footer';
import { useDocumentTitle } from './useDocumentTitle';

/** The frame of pages without a session: logo, language switcher, content, footer. */
export function PublicFrame({ children, mainClassName }: { children: ReactNode; mainClassName: string }) {
  const { t } = useTranslation('shell');
  useDocumentTitle();
  return (
    <div className="min-h-screen flex flex-column surface-ground">
      <header className="flex align-items-center justify-content-between px-4 py-3 surface-0 shadow-1">
        <Link to="/" className="flex align-items-center gap-2 no-underline text-900" data-testid="home-link">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className="font-bold text-lg">{t('appName')}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Public pages without a session at full width (onboarding, status page). */
export function PublicLayoutWide({ children }: { children: ReactNode }) {
  return <PublicFrame mainClassName="flex-1 p-3 md:p-5">{children}</PublicFrame>;
}
