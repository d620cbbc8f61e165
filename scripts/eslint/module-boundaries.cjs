// ESLint rule vws/module-boundaries (DESIGN.md §8): a server module (server/src/modules/<a>/) uses
// another module only through that module's public file, server/src/modules/<b>/api.ts. Shared
// plumbing (workbooks, export sheets, reference names, serializers) lives in server/src/platform/kit.
//
// Every relative specifier of a file under server/src/modules/<a>/ is resolved; when it lands in
// server/src/modules/<b>/ (b ≠ a) and is not exactly <b>/api (with or without an extension) it is
// reported: import, import type, export … from, export * from, import() and require().
// The registry of modules, the files directly in server/src/modules/ (index.ts), may import each
// module's index.ts (its ServerModule) and its api.ts, nothing else of it.
// Files outside server/src/modules (platform, test harness, benchmarks' fillers) are not checked.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const MODULES_DIR = path.join(REPO_ROOT, 'server', 'src', 'modules');
const EXTENSION = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * Where a file lies among the server modules: { module: 'vvt', inner: 'queries/access' } for a
 * module's file (inner without extension, '' for the module folder itself), { module: null } for
 * a file of the registry (directly in server/src/modules/), null outside server/src/modules.
 */
function locate(file) {
  const relative = path.relative(MODULES_DIR, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length === 1 && EXTENSION.test(parts[0])) return { module: null, inner: parts[0].replace(EXTENSION, '') };
  return { module: parts[0], inner: parts.slice(1).join('/').replace(EXTENSION, '') };
}

/** What a file in `from` may import of another module: its api.ts; the registry also its index.ts. */
function allowed(from, inner) {
  if (inner === 'api') return true;
  return from.module === null && (inner === '' || inner === 'index');
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "a server module imports another server module only through that module's api.ts" },
    messages: {
      module:
        'Module "{{from}}" must not import "{{specifier}}" of module "{{to}}": use server/src/modules/{{to}}/api.ts, its public file (add what you need there), or move shared plumbing to server/src/platform/kit.',
      registry: 'The module registry may import only "{{to}}/index" or "{{to}}/api", not "{{specifier}}".',
    },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.module === null || target.module === from.module || allowed(from, target.inner)) return;
      context.report({
        node: source,
        messageId: from.module === null ? 'registry' : 'module',
        data: { from: from.module ?? '', to: target.module, specifier: source.value },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // import x = require('../other/file') in TypeScript
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
