import type { createRoot } from 'react-dom/client';
import type { PortalStore } from '@vws/shared/core';
import { createFederationRuntime } from '../federation/federationRuntime';
import { App } from '../app/App';

/** The portal's last start-up step (bootstrap.tsx): the shell's app, rendered into #root. */
export function renderPortal(container: HTMLElement, create: typeof createRoot, store: PortalStore): void {
  create(container).render(<App store={store} createRuntime={createFederationRuntime} />);
}
