import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { customerPath, useAppSelector, usePermissions, useTranslation } from '@vws/shared/core';
import { useRemotes } from '../federation/RemotesContext';
import { findRemoteRoute } from '../federation/routeMatching';
import { RemoteRoute } from '../federation/RemoteRoute';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { MainLayout } from '../layout/MainLayout';
import { PrintLayout } from '../layout/PrintLayout';
import { PageSpinner } from './PageSpinner';
import type { AccessDeniedState } from './accessDenied';
import { useStartupDone } from './StartupContext';
import { useCustomerFromQuery } from './useCustomerFromQuery';

/**
 * Every route a remote declares in its manifest, guarded per spec §2: the cuid switches the
 * customer, a missing permission goes to /, and the remote's code is loaded only now.
 */
export function ModuleRoutes() {
  const location = useLocation();
  const { loading, complete, completeCatalog, remotes, error, reload, loader } = useRemotes();
  const startupDone = useStartupDone();
  const match = findRemoteRoute(remotes, location.pathname);
  const matchedRemote = match?.remote;
  // The remote's code downloads while the session, the customer and its permissions still load.
  useEffect(() => {
    if (matchedRemote) loader?.preload(matchedRemote);
  }, [loader, matchedRemote]);
  // An address the first manifest does not declare (the page's hint named another remote, or the
  // user followed a link before the others were read) waits for the rest.
  const unmatched = !loading && !match;
  useEffect(() => {
    if (unmatched) completeCatalog();
  }, [unmatched, completeCatalog]);
  const requiresCustomer = match ? match.route.requiresCustomer !== false : false;
  const cuid = new URLSearchParams(location.search).get('cuid');
  const customerState = useCustomerFromQuery(cuid, startupDone && requiresCustomer);
  const currentCustomerUid = useAppSelector((state) => state.session.currentCustomer?.customerUid);
  const { has } = usePermissions();
  const { t } = useTranslation('shell');

  const inLayout = (content: ReactNode, print = false) => (print ? <PrintLayout>{content}</PrintLayout> : <MainLayout>{content}</MainLayout>);

  if (loading || !startupDone || (!match && !complete)) return inLayout(<PageSpinner />);
  if (!match) {
    const failed = remotes.find((remote) => !remote.data);
    if (error) return inLayout(<RemoteUnavailable remoteName="portal" message={t('layout.remotesUnavailable')} detail={error} onRetry={reload} />);
    if (failed) return inLayout(<RemoteUnavailable remoteName={failed.name} detail={failed.error} onRetry={reload} />);
    return <Navigate to="/http-status-code?code=404" replace />;
  }
  if (requiresCustomer) {
    if (customerState === 'missing') return <Navigate to="/customers" replace />;
    if (customerState === 'switching') return inLayout(<PageSpinner />);
    if (!cuid && currentCustomerUid) {
      const query = new URLSearchParams(location.search);
      query.delete('cuid');
      return <Navigate to={customerPath(location.pathname, currentCustomerUid, query)} replace />;
    }
  }
  // The start page says why the user landed there (issue 12: "no access" is said, not just done).
  if (!has(match.route.permission)) return <Navigate to="/" replace state={{ accessDenied: location.pathname } satisfies AccessDeniedState} />;
  return inLayout(<RemoteRoute key={match.remote.name} remote={match.remote} routePath={match.route.path} />, match.route.layout === 'print');
}
