// Reads a remote's src/manifest.ts (pure data, type-only imports) at build time, so its routes and
// sidebar can be written into mf-manifest.json without the shell loading the remote's code.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const CONTRACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/shared/src/contract');

/**
 * The one kind of run-time import a manifest may have: a module's path table of its contract
 * (`@vws/shared/contract/<module>-constants`, itself pure data), so that the widget's source names the
 * contract's path instead of writing it again.
 */
function contractConstantsFile(request) {
  const match = /^@vws\/shared\/contract\/([a-z]+-constants)$/.exec(request);
  const file = match && path.join(CONTRACT_DIR, `${match[1]}.ts`);
  return file && existsSync(file) ? file : null;
}

function refusedOnUse(file, request) {
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (name === '__esModule') return false;
        throw new Error(`a manifest may read only the path tables of ${file}, not "${String(name)}" of "${request}"`);
      },
    },
  );
}

/** Transpiles and runs one pure-data TypeScript file; `require` reaches only the contracts' path tables. */
function evaluatePureData(file, importedBy) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const pureRequire = (request) => {
    const local = request.startsWith('./') && importedBy ? contractConstantsFile(`@vws/shared/contract/${request.slice(2)}`) : null;
    const constants = local ?? contractConstantsFile(request);
    if (constants) return evaluatePureData(constants, file);
    // A path table may re-export a constant of a file with schemas; only using it is refused.
    if (importedBy) return refusedOnUse(file, request);
    throw new Error(
      `${importedBy ?? file} must be pure data (only "import type", or the path table of a contract: @vws/shared/contract/<module>-constants), but ${file} imports "${request}" at run time`,
    );
  };
  new Function('exports', 'require', 'module', code)(module.exports, pureRequire, module);
  return module.exports;
}

export function readManifestData(manifestFile) {
  const exports = evaluatePureData(manifestFile);
  const data = exports.default ?? exports.manifest;
  if (!data || typeof data !== 'object' || !Array.isArray(data.routes) || !Array.isArray(data.sidebar)) {
    throw new Error(`${manifestFile} must export default a ModuleManifestData ({ name, namespace, routes, sidebar })`);
  }
  return data;
}
