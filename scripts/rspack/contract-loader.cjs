// Browser builds: an endpoint table of @vws/shared/contract (`<module>-endpoints.ts`) reaches the
// client as the wire facts of each call only (method, path, whether it takes a query or a body, a
// file answer), evaluated from the contract at build time. The client makes its requests from these
// (requestOf, downloadUrl); the zod schemas stay on the server and in the tests, so no page loads
// zod to call the API. Types still come from the contract's source.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', ''];

/** Transpiles and runs one TypeScript module of the contract (and what it imports) in Node. */
function evaluate(file, seen, cache) {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  cache.set(file, module);
  seen.add(file);
  const nodeRequire = createRequire(file);
  const contractRequire = (request) => {
    if (!request.startsWith('.')) return nodeRequire(request);
    const base = path.resolve(path.dirname(file), request);
    if (base.endsWith('.json')) return JSON.parse(fs.readFileSync(base, 'utf8'));
    const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!target) throw new Error(`${file}: cannot resolve "${request}"`);
    return evaluate(target, seen, cache);
  };
  new Function('exports', 'require', 'module', '__filename', '__dirname', code)(module.exports, contractRequire, module, file, path.dirname(file));
  return module.exports;
}

/** Strings, numbers, booleans, null, arrays and plain objects of them: sent to the browser as they are. */
function isPlainData(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainData);
}

function isEndpoint(value) {
  return value !== null && typeof value === 'object' && typeof value.method === 'string' && typeof value.path === 'string';
}

/** What a browser needs of one call to make its request (contract/endpoint.ts requestOf, api/download.ts). */
function wireFacts(endpoint) {
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.query ? { query: true } : {}),
    ...(endpoint.body ? { body: true } : {}),
    response: endpoint.response === 'file' ? 'file' : 'json',
  };
}

/** An rspack loader: `this` is its loader context (resourcePath, addDependency). */
module.exports = function contractLoader() {
  const seen = new Set();
  const exported = evaluate(this.resourcePath, seen, new Map());
  for (const file of seen) this.addDependency(file);
  const lines = [];
  for (const [name, table] of Object.entries(exported)) {
    const entries = table !== null && typeof table === 'object' && !Array.isArray(table) ? Object.entries(table) : [];
    if (entries.length === 0 || !entries.every(([, value]) => isEndpoint(value))) {
      if (isPlainData(table)) {
        lines.push(`export const ${name} = ${JSON.stringify(table)};`);
        continue;
      }
      throw new Error(
        `${this.resourcePath}: "${name}" is neither an endpoint table nor plain data; a <module>-endpoints.ts file exports no schema or function`,
      );
    }
    const facts = Object.fromEntries(entries.map(([key, endpoint]) => [key, wireFacts(endpoint)]));
    lines.push(`export const ${name} = ${JSON.stringify(facts)};`);
  }
  return `${lines.join('\n')}\n`;
};

/** The files the loader rewrites: every endpoint table of packages/shared/src/contract. */
module.exports.CONTRACT_TABLE_FILES = /packages[\\/]shared[\\/]src[\\/]contract[\\/](?!kit-endpoints)[a-z0-9]+(-[a-z0-9]+)*-endpoints\.ts$/;
