import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@vws/shared';
import { signInPathFor } from './safeRedirect';

/**
 * An unsigned user goes to /signin with a redirect query (spec §2 Navigation guard). A session
 * that ends while the user is here (sign-out, failed refresh) goes to plain /signin instead.
 */
export function RequireSignedIn() {
  const signedIn = useAppSelector((state) => state.session.user !== null);
  const wasSignedIn = useRef(false);
  const location = useLocation();
  if (signedIn) {
    wasSignedIn.current = true;
    return <Outlet />;
  }
  return <Navigate to={wasSignedIn.current ? '/signin' : signInPathFor(location.pathname, location.search)} replace />;
}
