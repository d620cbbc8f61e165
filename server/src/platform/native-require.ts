import NodeModule, { createRequire } from 'node:module';

/**
 * Loads a package through Node's own CommonJS loader. Under Jest, require() and createRequire
 * are the sandbox's, which refuses the dynamic import() that PGlite (its WebAssembly) and
 * @fastify/cookie (the ESM `cookie` package) do at run time; a Module instance's own require
 * still goes through Node (Jest's Module class extends Node's). Outside Jest this is a plain require.
 */
export function nativeRequire<T>(specifier: string): T {
  const resolved = createRequire(__filename).resolve(specifier);
  const loader = new NodeModule.Module(__filename) as NodeModule & { require: NodeJS.Require };
  return loader.require(resolved) as T;
}
