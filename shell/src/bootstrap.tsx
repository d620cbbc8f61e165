import { createRoot } from 'react-dom/client';
import { createPortalStore } from '@vws/shared/core';
import { preparePortal } from './app/preparePortal';
import { createFederationRuntime } from './federation/federationRuntime';
import { App } from './app/App';

preparePortal();
const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
createRoot(container).render(<App store={store} createRuntime={createFederationRuntime} />);
