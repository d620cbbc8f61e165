import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeflex/primeflex.css';
import 'primeicons/primeicons.css';
import '../app/shell.css';
import { createPortalStore, currentLocale } from '@vws/shared';
import { staticRemotes } from 'vws-static-remotes';
import { registerShellTexts } from '../i18n/register';
import { App } from '../app/App';
import { staticCatalog, staticRuntime } from './staticComposition';

/** Entry of the single-bundle build (scripts/rspack createSingleBundleConfig): no Module Federation. */
registerShellTexts();
document.documentElement.lang = currentLocale();
const runtime = staticRuntime(staticRemotes);
const catalog = staticCatalog(staticRemotes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
createRoot(container).render(<App store={createPortalStore()} createRuntime={() => runtime} loadCatalog={async () => catalog} />);
