import { memo, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation, type DomainModule } from '@vws/shared/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Route, Routes } from 'react-router-dom';
import { useRemotes } from './RemotesContext';
import type { RemoteDescriptor } from './remoteCatalog';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RemoteRefused } from './RemoteRefused';
import { whenPageSettled } from '../startup/whenPageSettled';

interface Props {
  remote: RemoteDescriptor;
  /** The route pattern as the manifest names it. */
  routePath: string;
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: DomainModule } | { status: 'failed'; error: Error };

/**
 * Loads the remote's module when one of its routes is entered and renders that route's page
 * under its own pattern, so the page reads its parameters with useParams (/vvt-list/:ebenenr).
 * Memoised: the page renders with its own state, not with each step of the route guard above it.
 */
export const RemoteRoute = memo(function RemoteRoute({ remote, routePath }: Props) {
  const { t } = useTranslation('common');
  const { loader, completeCatalog } = useRemotes();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The page entered when the module loads; later pages of the module load behind the Suspense below.
  const pathOnLoad = useRef(routePath);
  pathOnLoad.current = routePath;

  useEffect(() => {
    if (!loader || remote.refused) return;
    let cancelled = false;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loader
      .load(remote)
      .then(async (module) => {
        // The page's code first, so that it renders without suspending (pageRoutes); a failed load
        // is the page's own render's to report.
        await module.routes
          .find((route) => route.path === pathOnLoad.current)
          ?.preload?.()
          .catch(() => undefined);
        return module;
      })
      .then(
        // A transition: the page's first render yields to the browser instead of one long task.
        (module) => !cancelled && startTransition(() => setState({ status: 'ready', module })),
        (error: unknown) => !cancelled && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => {
      cancelled = true;
    };
  }, [loader, remote, attempt]);

  // The other remotes' manifests (the sidebar's, the dashboard's) once this page has been shown.
  const settled = state.status !== 'loading' || !!remote.refused;
  useEffect(() => (settled ? whenPageSettled(completeCatalog) : undefined), [settled, completeCatalog]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (remote.refused) return <RemoteRefused remoteName={remote.name} refused={remote.refused} />;
  if (state.status === 'failed') return <RemoteUnavailable remoteName={remote.name} detail={state.error.message} onRetry={retry} />;
  const spinner = (
    <div className="flex justify-content-center p-5" aria-busy="true">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-label={t('loading')} />
    </div>
  );
  if (state.status === 'loading') return spinner;
  const route = state.module.routes.find((candidate) => candidate.path === routePath);
  if (!route) return <RemoteUnavailable remoteName={remote.name} detail={`${routePath}: no page in ${remote.name}/module`} onRetry={retry} />;
  const Page = route.Component;
  return (
    <RemoteErrorBoundary
      key={`${remote.name}:${routePath}:${attempt}`}
      onRetry={retry}
      fallback={(error, retryBoundary) => <RemoteUnavailable remoteName={remote.name} detail={error.message} onRetry={retryBoundary} />}
    >
      {/* A module may load its pages lazily, so that its dashboard widget does not pull them in. */}
      <Suspense fallback={spinner}>
        <Routes>
          <Route path={routePath} element={<Page />} />
        </Routes>
      </Suspense>
    </RemoteErrorBoundary>
  );
});
