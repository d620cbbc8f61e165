import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '@vws/shared';
import logoUrl from '../assets/logo.svg';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Footer } from './Footer';
import { useDocumentTitle } from './useDocumentTitle';

/** The plain layout of /signin, /forgotpassword, /resetpassword (spec §2): no sidebar, no user menu. */
export function PlainLayout() {
  const { t } = useTranslation('shell');
  useDocumentTitle();
  return (
    <div className="min-h-screen flex flex-column surface-ground">
      <header className="flex align-items-center justify-content-between px-4 py-3">
        <Link to="/" className="flex align-items-center gap-2 no-underline text-900" data-testid="home-link">
          <img src={logoUrl} alt="" width={36} height={36} />
          <span className="font-bold text-xl">{t('appName')}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex-1 flex justify-content-center align-items-start px-3 py-5">
        <div className="w-full" style={{ maxWidth: '28rem' }}>
          <Outlet />
        </div>
      </main>
      <Footer />
    </div>
  );
}
