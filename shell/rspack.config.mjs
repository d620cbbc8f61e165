import { createHostConfig, createSignInPageConfig, createSignInPrerenderConfig } from '../scripts/rspack/index.mjs';

const title = 'VWS Datenschutzportal';
const host = createHostConfig({ name: 'shell', dir: import.meta.dirname, title });
const signInPage = createSignInPageConfig({ dir: import.meta.dirname, title, after: 'shell' });
const signInPrerender = createSignInPrerenderConfig({ dir: import.meta.dirname });

// The portal (Module Federation host) and /signin as a light page of its own, built after it; in
// production with its form prerendered to HTML (a Node build of the page, run by the build).
export default async (env, argv) => {
  const portal = await host(env, argv);
  const prerender = argv?.mode === 'production' ? [await signInPrerender(env, argv)] : [];
  return [{ ...portal, name: 'shell' }, ...prerender, await signInPage(env, argv)];
};
