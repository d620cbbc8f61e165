import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeflex/primeflex.css';
import 'primeicons/primeicons.css';
import './app/shell.css';
import { createPortalStore, currentLocale } from '@vws/shared';
import { registerShellTexts } from './i18n/register';
import { createFederationRuntime } from './federation/federationRuntime';
import { App } from './app/App';

registerShellTexts();
document.documentElement.lang = currentLocale();
const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
createRoot(container).render(<App store={store} createRuntime={createFederationRuntime} />);
