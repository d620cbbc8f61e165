import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalStore } from '@vws/shared/core';
import { preparePortal } from './app/preparePortal';
import { createFederationRuntime } from './federation/federationRuntime';
import { App } from './app/App';

preparePortal();
const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
const root = createRoot(container);
// Rendered as a transition: in slices of a few milliseconds, not one long task (TBT).
startTransition(() => root.render(<App store={store} createRuntime={createFederationRuntime} />));
