import { startTransition } from 'react';
import type { createRoot } from 'react-dom/client';
import type { PortalStore } from '@vws/shared/core';
import { createFederationRuntime } from '../federation/federationRuntime';
import { App } from '../app/App';

/**
 * The portal's last start-up step (bootstrap.tsx): the shell's app, rendered into #root. As a
 * transition, React renders it in slices of a few milliseconds instead of one long task.
 */
export function renderPortal(container: HTMLElement, create: typeof createRoot, store: PortalStore): void {
  const root = create(container);
  startTransition(() => root.render(<App store={store} createRuntime={createFederationRuntime} />));
}
