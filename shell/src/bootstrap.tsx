import { nextTask } from './startup/nextTask';

// The portal starts in steps, each in a task of its own: React's DOM renderer, the store's
// libraries, the texts' libraries, the portal's texts, theme and store, the shell's app. Evaluated at
// once they were one task of 250–300 ms on a phone (Lighthouse's TBT). The steps are in this chunk
// ("eager": no request, no chunk of their own) and evaluate only when imported.
async function start(container: HTMLElement): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './startup/storeLibraries');
  await nextTask();
  await import(/* webpackMode: "eager" */ './startup/textLibraries');
  await nextTask();
  const core = await import(/* webpackMode: "eager" */ './startup/portalCore');
  const prepared = core.preparePortal();
  const store = core.createPortalStore();
  await nextTask();
  const shell = await import(/* webpackMode: "eager" */ './startup/renderPortal');
  // Not as a transition: rendered in slices, the start-up's steps came in another order and a list's
  // state restored from sessionStorage was reset to its defaults (e2e vvt.spec, "a page at a time").
  await prepared;
  await nextTask();
  shell.renderPortal(container, createRoot, store);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
void start(container);

// A module (index.ts imports it), though it exports nothing.
export {};
