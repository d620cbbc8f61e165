import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@vws/shared';
import { signInPathFor } from './safeRedirect';

/** An unsigned user goes to /signin with a redirect query (spec §2 Navigation guard). */
export function RequireSignedIn() {
  const signedIn = useAppSelector((state) => state.session.user !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to={signInPathFor(location.pathname, location.search)} replace />;
  return <Outlet />;
}
