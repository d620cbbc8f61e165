import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector, useMediaQuery, useTranslation } from '@vws/shared/core';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { useDocumentTitle } from './useDocumentTitle';

/** The drawer of small screens loads when it is first opened: no page's start-up carries it. */
const SidebarPanel = lazy(() => import('primereact/sidebar').then((module) => ({ default: module.Sidebar })));

/**
 * Below PrimeFlex's lg breakpoint (992 px) the aside is hidden and the drawer brings its own
 * sidebar: the aside's is not rendered there. Its links were the costliest part of a module
 * route's start-up on a phone (about 30 ms of React's work, 120 ms on Lighthouse's phone).
 */
const ASIDE_HIDDEN_QUERY = '(max-width: 991.98px)';

/** Top bar, sidebar (a drawer on small screens), the page, footer. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { t } = useTranslation('common');
  const asideHidden = useMediaQuery(ASIDE_HIDDEN_QUERY);
  useDocumentTitle(useAppSelector((state) => state.session.currentCustomer?.name));
  const toggleSidebar = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen((open) => !open);
  }, []);
  return (
    <div className="portal-shell min-h-screen flex flex-column surface-ground">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <TopBar onToggleSidebar={toggleSidebar} />
      {/* At least a screen high: the footer starts below the fold and never jumps as the page's content arrives. */}
      <div className="portal-body flex flex-1">
        <aside className="portal-aside hidden lg:flex surface-0 border-right-1 surface-border">{asideHidden ? null : <Sidebar />}</aside>
        {drawerUsed && (
          <Suspense fallback={null}>
            <SidebarPanel visible={drawerOpen} onHide={() => setDrawerOpen(false)} className="lg:hidden">
              <Sidebar onNavigate={() => setDrawerOpen(false)} />
            </SidebarPanel>
          </Suspense>
        )}
        <main id="main" className="flex-1 min-w-0 p-3 md:p-4">
          {children ?? <Outlet />}
        </main>
      </div>
      <Footer />
    </div>
  );
}
