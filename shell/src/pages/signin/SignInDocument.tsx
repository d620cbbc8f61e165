import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentNavigation } from '../../guard/documentNavigation';
import { PageSpinner } from '../../guard/PageSpinner';

/**
 * The sign-in page is a light page of its own (signin.html, shell/src/signin-page), so the portal
 * hands over to it by loading it: nothing of the portal's state survives into the next session.
 * `to` names the sign-in address (e.g. with ?redirect); without it, the current /signin route.
 */
export function SignInDocument({ to }: { to?: string }) {
  const location = useLocation();
  const target = to ?? `${location.pathname}${location.search}`;
  useEffect(() => {
    documentNavigation.replace(target);
  }, [target]);
  return <PageSpinner />;
}

/** Paths the portal leaves for the sign-in page instead of routing to them. */
export function isSignInPath(path: string): boolean {
  return /^\/signin(?:[/?#]|$)/.test(path);
}
