import { nextTask } from './startup/nextTask';

// The portal starts in steps, each in a task of its own: React's DOM renderer, the store's
// libraries, the texts' libraries, @vws/shared/core, the shell's texts and theme, the store, the
// shell's app (rendered as a transition: in slices). Evaluated at once they were one task of
// 250–300 ms on a phone (Lighthouse's TBT). The steps are in this chunk ("eager": no request, no
// chunk of their own) and evaluate only when imported.
async function start(container: HTMLElement): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './startup/storeLibraries');
  await nextTask();
  await import(/* webpackMode: "eager" */ './startup/textLibraries');
  await nextTask();
  const { createPortalStore } = await import(/* webpackMode: "eager" */ './startup/sharedCore');
  await nextTask();
  const { preparePortal } = await import(/* webpackMode: "eager" */ './startup/portalCore');
  const prepared = preparePortal();
  await nextTask();
  const store = createPortalStore();
  await nextTask();
  const shell = await import(/* webpackMode: "eager" */ './startup/renderPortal');
  await prepared;
  await nextTask();
  shell.renderPortal(container, createRoot, store);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
void start(container);

// A module (index.ts imports it), though it exports nothing.
export {};
