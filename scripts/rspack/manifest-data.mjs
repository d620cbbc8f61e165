// Reads a remote's src/manifest.ts (pure data, type-only imports) at build time, so its routes and
// sidebar can be written into mf-manifest.json without the shell loading the remote's code.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

export function readManifestData(manifestFile) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(readFileSync(manifestFile, 'utf8'), {
    filename: manifestFile,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const refuseRuntimeImports = (request) => {
    throw new Error(`${manifestFile} must be pure data (only "import type"), but imports "${request}" at run time`);
  };
  new Function('exports', 'require', 'module', code)(module.exports, refuseRuntimeImports, module);
  const data = module.exports.default ?? module.exports.manifest;
  if (!data || typeof data !== 'object' || !Array.isArray(data.routes) || !Array.isArray(data.sidebar)) {
    throw new Error(`${manifestFile} must export default a ModuleManifestData ({ name, namespace, routes, sidebar })`);
  }
  return data;
}
