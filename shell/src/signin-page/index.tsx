// /signin as a page of its own (signin.html): it loads before, and without, the portal — no store,
// no Module Federation runtime, only what the form needs (DESIGN.md §10: at most 150 kB gzip).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preparePortal } from '../app/preparePortal';
import './prerendered.css';
import { takeTypedValues } from './prefilled';
import { SignInApp } from './SignInApp';

const prepared = preparePortal();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in signin.html');
// signin.html shows the form prerendered (scripts/rspack/signin-prerender.mjs); React renders it
// anew in its place, with what the user may have typed meanwhile.
// Rendered as a transition: in slices of a few milliseconds, not one long task (TBT). Its texts first
// (an English page's load on demand), and what the user typed until then.
void prepared.then(() => {
  takeTypedValues(container);
  const root = createRoot(container);
  startTransition(() => root.render(<SignInApp />));
});
