// ESLint rule: a remote imports no other remote, and the shell imports no remote (DESIGN.md §2):
// neither by package name (@vws/<remote>) nor by a path that lands in remotes/<other>/.
const path = require('node:path');
const { REPO_ROOT, listRemotes } = require('../remotes.cjs');

const remotes = listRemotes();
const byPackage = new Map(remotes.map((remote) => [remote.packageName, remote.name]));

/** 'remotes/audit/src/x.ts' → 'audit'; 'shell/src/...' → 'shell'; anything else → null. */
function ownerOf(file) {
  const parts = path.relative(REPO_ROOT, file).split(path.sep);
  if (parts[0] === 'remotes' && parts.length > 2) return parts[1];
  if (parts[0] === 'shell') return 'shell';
  return null;
}

/** The remote an import specifier points into, or null. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    const owner = ownerOf(path.resolve(path.dirname(fromFile), specifier));
    return owner === 'shell' ? null : owner;
  }
  const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return byPackage.get(packageName) ?? null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports between remotes and from the shell into a remote' },
    messages: {
      remote: 'Remote "{{from}}" must not import remote "{{to}}" ({{specifier}}): share code through @vws/shared, link with ROUTES.',
      shell: 'The shell must not import remote "{{to}}" ({{specifier}}) at build time: remotes are loaded at run time from /remotes.json.',
    },
    schema: [],
  },
  create(context) {
    const from = ownerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = targetOf(source.value, context.filename);
      if (!to || to === from) return;
      context.report({ node: source, messageId: from === 'shell' ? 'shell' : 'remote', data: { from, to, specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0]);
      },
    };
  },
};
