// /signin as a page of its own (signin.html): it loads before, and without, the portal — no store,
// no Module Federation runtime, only what the form needs (DESIGN.md §10: at most 150 kB gzip).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preparePortal } from '../app/preparePortal';
import { SignInApp } from './SignInApp';

preparePortal();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in signin.html');
const root = createRoot(container);
// Rendered as a transition: in slices of a few milliseconds, not one long task (TBT).
startTransition(() => root.render(<SignInApp />));
