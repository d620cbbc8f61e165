import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@vws/shared/core';
import { SignInDocument } from '../pages/signin/SignInDocument';
import { PageSpinner } from './PageSpinner';
import { signInPathFor } from './safeRedirect';
import { useStartupDone } from './StartupContext';

/**
 * An unsigned user goes to the sign-in page with a redirect query (spec §2 Navigation guard). A session
 * that ends while the user is here (sign-out, failed refresh) goes to plain /signin instead.
 */
export function RequireSignedIn() {
  const signedIn = useAppSelector((state) => state.session.user !== null);
  const wasSignedIn = useRef(false);
  const location = useLocation();
  const startupDone = useStartupDone();
  if (signedIn) {
    wasSignedIn.current = true;
    // Pages render once profile, permissions and customers are loaded: start-up reloads them, and a
    // page shown earlier would be rebuilt under the user's hands (typed input lost).
    return startupDone ? <Outlet /> : <PageSpinner />;
  }
  return <SignInDocument to={wasSignedIn.current ? '/signin' : signInPathFor(location.pathname, location.search)} />;
}
