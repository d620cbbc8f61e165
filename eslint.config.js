// ESLint flat config for the whole workspace (typescript-eslint, strict TypeScript, React hooks).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const noCrossRemoteImports = require('./scripts/eslint/no-cross-remote-imports.cjs');
const moduleBoundaries = require('./scripts/eslint/module-boundaries.cjs');
const omitted = require('./scripts/rspack/omitted-exports.cjs');

/** What the shared router, react-i18next and react-redux leave out (scripts/rspack/omitted-exports.cjs): an import would find nothing in the browser. */
const OMITTED_FROM_SHARED = [
  { name: 'react-router-dom', importNames: [...omitted.ROUTER_SERVER_EXPORTS, ...omitted.ROUTER_UNUSED_EXPORTS] },
  { name: 'react-i18next', importNames: omitted.I18NEXT_TRANS_EXPORTS },
  { name: 'react-redux', importNames: omitted.REDUX_CONNECT_EXPORTS },
].map((entry) => ({
  ...entry,
  message: 'The portal shares this package without this export (scripts/rspack/omitted-exports.cjs): it would be undefined in the browser.',
}));
const SHARED_BARREL = {
  name: '@vws/shared',
  message: 'Import from @vws/shared/core, /form, /list, /print or /edit: the barrel loads every kit on every page (README "Module kit").',
};
/** Front-end sources, which run against the shared packages (the sign-in prerender runs in Node, unshared). */
const FRONT_END = ['shell/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'packages/shared/src/**/*.{ts,tsx}'];
const NODE_ONLY_FRONT_END = ['shell/src/signin-page/prerender.tsx'];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'e2e/output/**', 'e2e/test-results/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Migrations build tables that no typed schema knows yet; everywhere else tables are typed.
    files: ['**/migrations/**', '**/meta-migrations/**', 'server/src/db/migrate.ts', 'server/src/platform/kit/list-version.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: FRONT_END,
    ignores: NODE_ONLY_FRONT_END,
    rules: { 'no-restricted-imports': ['error', { paths: OMITTED_FROM_SHARED }] },
  },
  {
    files: ['shell/**/*.{ts,tsx,mjs,js,cjs}', 'remotes/**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { vws: { rules: { 'no-cross-remote-imports': noCrossRemoteImports } } },
    rules: {
      'vws/no-cross-remote-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [SHARED_BARREL, ...OMITTED_FROM_SHARED],
        },
      ],
    },
  },
  {
    // Inside @vws/shared, a kit reaches core through the package name, so that every build shares one instance.
    files: [
      'packages/shared/src/form/**',
      'packages/shared/src/list/ListTable.tsx',
      'packages/shared/src/list/PrevNextNav.tsx',
      'packages/shared/src/print/**',
      'packages/shared/src/save/**',
      'packages/shared/src/staging/**',
      'packages/shared/src/ui/history/**',
      'packages/shared/src/ui/ConfirmDelete.tsx',
      'packages/shared/src/ui/FreeTextBlock.tsx',
      'packages/shared/src/ui/HelpTip.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: OMITTED_FROM_SHARED,
          patterns: [
            {
              group: [
                '../api*',
                '../session*',
                '../i18n*',
                '../permissions*',
                '../module*',
                '../validation*',
                '../ui/*',
                '!../ui/HelpTip',
                '../../api*',
                '../../session*',
                '../../i18n*',
                '../../ui/*',
                '../list/listSlice',
                '../list/sortRows',
                '../list/useFilteredList',
                './listSlice',
                './sortRows',
                './useFilteredList',
              ],
              message:
                'A kit imports core from @vws/shared/core, not by a relative path: otherwise a remote that provides this kit bundles a second store, i18n or session.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sign-in page's prerender runs in Node with the packages themselves (StaticRouter).
    files: NODE_ONLY_FRONT_END,
    rules: { 'no-restricted-imports': ['error', { paths: [SHARED_BARREL] }] },
  },
  {
    // Server modules meet only through each other's api.ts; the registry (server/src/modules/index.ts)
    // may import each module's index.ts. DESIGN.md §8, scripts/eslint/module-boundaries.cjs.
    files: ['server/src/modules/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { vws: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'vws/module-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx', 'packages/shared/src/**/*.ts', 'shell/src/**/*.ts', 'remotes/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
