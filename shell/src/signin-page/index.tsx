// /signin as a page of its own (signin.html): it loads before, and without, the portal — no store,
// no Module Federation runtime, only what the form needs (DESIGN.md §10: at most 150 kB gzip).
import '../app/portalTheme';
import '../app/shell.css';
import './prerendered.css';
import { nextTask } from '../startup/nextTask';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in signin.html');

// signin.html shows the form prerendered (scripts/rspack/signin-prerender.mjs); React renders it
// anew in its place, with what the user may have typed meanwhile. The script starts in steps, each
// in a task of its own: the texts, React's DOM renderer, the form. Evaluated at once it was one task
// of 150–270 ms on a phone (Lighthouse's TBT); none of the steps takes 50. Their chunks ("step-*")
// load with the page's script (signin.html's loader), so no step waits for a request.
async function start(root: HTMLElement): Promise<void> {
  const texts = await import(/* webpackChunkName: "step-texts" */ './stepTexts');
  const prepared = texts.preparePortal();
  await nextTask();
  const react = await texts.loadReactStep();
  await nextTask();
  const form = await react.loadFormStep();
  // Its texts first (an English page's load on demand).
  await prepared;
  await nextTask();
  form.renderSignIn(root, react.createRoot);
}
void start(container);
