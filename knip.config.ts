// knip: unused and unlisted dependencies of every workspace package (run by `npm run lint`).
// Only the dependency checks: unused files and exports are a matter of review, not of lint here.
import { SINGLETON_PACKAGES } from './scripts/rspack/shared-deps.mjs';

/**
 * A federated build shares each singleton it declares (scripts/rspack/shared-deps.mjs reads the
 * package's own dependencies for the version it offers and requires), so a remote declares them even
 * where its code imports them only through @vws/shared. The plugin and chart.js (PrimeReact's Chart
 * loads it at run time) are needed by the build, not by an import.
 */
const buildDependencies = [...SINGLETON_PACKAGES, '@module-federation/enhanced', 'chart.js'];

export default {
  include: ['dependencies', 'unlisted', 'unresolved'],
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,cjs}'],
      // Jest's per-project globalSetup paths are relative to the project's rootDir (server/).
      ignoreUnresolved: [/test\/global-(setup|teardown)\.ts$/],
    },
    'remotes/*': { ignoreDependencies: buildDependencies },
    shell: { ignoreDependencies: buildDependencies, ignoreUnresolved: ['embed.js'] },
    'packages/shared': { ignoreDependencies: ['chart.js'] },
    server: { entry: ['src/scripts/*.ts', 'src/**/bench/*.ts', 'test/**/*.ts'] },
    e2e: {},
  },
};
