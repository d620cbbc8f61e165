import { createRoot } from 'react-dom/client';
import { createPortalStore } from '@vws/shared/core';
import { staticRemotes } from 'vws-static-remotes';
import { preparePortal } from '../app/preparePortal';
import { App } from '../app/App';
import { staticCatalog, staticRuntime } from './staticComposition';

/** Entry of the single-bundle build (scripts/rspack createSingleBundleConfig): no Module Federation. */
const prepared = preparePortal();
const runtime = staticRuntime(staticRemotes);
const catalog = staticCatalog(staticRemotes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
const store = createPortalStore();
void prepared.then(() => createRoot(container).render(<App store={store} createRuntime={() => runtime} loadCatalog={async () => catalog} />));
