// ESLint flat config for the whole workspace (typescript-eslint, strict TypeScript, React hooks).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const noCrossRemoteImports = require('./scripts/eslint/no-cross-remote-imports.cjs');

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
    files: ['shell/**/*.{ts,tsx,mjs,js,cjs}', 'remotes/**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { vws: { rules: { 'no-cross-remote-imports': noCrossRemoteImports } } },
    rules: { 'vws/no-cross-remote-imports': 'error' },
  },
  {
    files: ['**/*.tsx', 'packages/shared/src/**/*.ts', 'shell/src/**/*.ts', 'remotes/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
