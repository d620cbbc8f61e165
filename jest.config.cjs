/** One Jest run for the whole workspace: a project per package (every remote of the registry), tests beside the code. */
const { listRemotes } = require('./scripts/remotes.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that Jest must transform too.
const esmPackages = ['@zxcvbn-ts'].join('|');

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages}))`],
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(png|svg|jpg|woff2?)$': '<rootDir>/../../scripts/jest/file-stub.cjs',
  },
};

const web = (name, dir) => ({
  ...common,
  displayName: name,
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../../scripts/jest/setup-dom.cjs'],
  moduleNameMapper: {
    ...common.moduleNameMapper,
    '\\.(png|svg|jpg|woff2?)$': require.resolve('./scripts/jest/file-stub.cjs'),
  },
});

module.exports = {
  // Global (Jest ignores it per project): booting the app on a fresh database copy takes seconds on a busy 2-core runner.
  testTimeout: 30000,
  // Jest's default on 2 cores is a single worker; the server suites wait on disk and sockets often
  // enough that two workers finish the whole run far sooner (JEST_MAX_WORKERS overrides).
  maxWorkers: process.env.JEST_MAX_WORKERS ?? 2,
  projects: [
    {
      ...common,
      displayName: 'server',
      rootDir: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      moduleNameMapper: {},
    },
    { ...web('shared', 'packages/shared'), setupFilesAfterEnv: [require.resolve('./scripts/jest/setup-dom.cjs')] },
    { ...web('shell', 'shell'), setupFilesAfterEnv: [require.resolve('./scripts/jest/setup-dom.cjs')] },
    ...listRemotes().map((remote) => ({ ...web(remote.name, remote.dir), setupFilesAfterEnv: [require.resolve('./scripts/jest/setup-dom.cjs')] })),
  ],
};
