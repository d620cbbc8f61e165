import { createSingleBundleConfig } from '../scripts/rspack/index.mjs';

// The single-bundle baseline (no federation): npx rspack build --mode production -c rspack.static.config.mjs
export default createSingleBundleConfig({ dir: import.meta.dirname });
