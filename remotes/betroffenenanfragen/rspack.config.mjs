import { createRemoteConfig } from '../../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'betroffenenanfragen',
  dir: import.meta.dirname,
  exposes: { './module': './src/module.tsx', './embed': './src/embed.tsx' },
});
