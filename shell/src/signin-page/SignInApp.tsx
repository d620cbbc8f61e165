import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { portalPrimeReactOptions, PrimeLocaleSync } from '@vws/shared/core';
import { documentNavigation } from '../guard/documentNavigation';
import { PlainLayout } from '../layout/PlainLayout';
import { SignInPage } from '../pages/signin/SignInPage';

/** Any link out of the sign-in page (home, forgot password) loads the portal for that address. */
function LoadPortal() {
  const location = useLocation();
  useEffect(() => {
    documentNavigation.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return null;
}

/**
 * The sign-in page in the portal's public frame (logo, language switch, footer). `Router` is the
 * browser's; the build renders the page to HTML with a static one (prerender.tsx).
 */
export function SignInApp({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <PrimeReactProvider value={portalPrimeReactOptions()}>
      <PrimeLocaleSync />
      <Router>
        <Routes>
          <Route element={<PlainLayout />}>
            <Route path="/signin" element={<SignInPage />} />
          </Route>
          <Route path="*" element={<LoadPortal />} />
        </Routes>
      </Router>
    </PrimeReactProvider>
  );
}
