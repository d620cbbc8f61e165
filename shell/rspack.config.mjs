import { createHostConfig, createSignInPageConfig } from '../scripts/rspack/index.mjs';

const title = 'VWS Datenschutzportal';
const host = createHostConfig({ name: 'shell', dir: import.meta.dirname, title });
const signInPage = createSignInPageConfig({ dir: import.meta.dirname, title, after: 'shell' });

// The portal (Module Federation host) and /signin as a light page of its own, built after it.
export default async (env, argv) => {
  const portal = await host(env, argv);
  return [{ ...portal, name: 'shell' }, await signInPage(env, argv)];
};
