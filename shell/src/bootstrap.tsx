import { createRoot } from 'react-dom/client';
import { createPortalStore } from '@vws/shared/core';
import { preparePortal } from './app/preparePortal';
import { createFederationRuntime } from './federation/federationRuntime';
import { App } from './app/App';

const prepared = preparePortal();
const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
// Not as a transition: rendered in slices, the start-up's steps came in another order and a list's
// state restored from sessionStorage was reset to its defaults (e2e vvt.spec, "a page at a time").
void prepared.then(() => createRoot(container).render(<App store={store} createRuntime={createFederationRuntime} />));
