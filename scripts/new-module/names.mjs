// The pure half of `npm run new-module <name>`: name rules and the derived identifiers.
// No file system here, so shell/src/build/newModule.test.ts can test it quickly.

/** Folder and package names the generator never takes. */
export const RESERVED_NAMES = ['shell', 'shared', 'server', 'e2e', 'core', 'packages', 'remotes', 'scripts'];

// No hyphen: the name is also the Module Federation container name, which must be a JS identifier
// (rspack refuses `data-transfers` for the var library of the container).
const NAME_PATTERN = /^[a-z][a-z0-9]*$/;

/**
 * Why `name` cannot be a new module, or null when it can.
 * @param {string | undefined} name
 * @param {{ remotes: string[], serverModules: string[] }} existing
 */
export function nameProblem(name, existing) {
  if (!name) return 'Name the module: npm run new-module <name>  (e.g. npm run new-module vvt)';
  if (!NAME_PATTERN.test(name)) {
    return `"${name}" is not a module name: lower-case letters and digits, starting with a letter (e.g. "vvt", "datenweitergaben"); no hyphen, since it is also the Module Federation container name, a JavaScript identifier.`;
  }
  if (name.length > 40) return `"${name}" is too long (at most 40 characters).`;
  if (RESERVED_NAMES.includes(name)) return `"${name}" is reserved (${RESERVED_NAMES.join(', ')}).`;
  if (existing.remotes.includes(name)) return `remotes/${name}/ exists already.`;
  if (existing.serverModules.includes(name)) return `server/src/modules/${name}/ exists already.`;
  return null;
}

/** Every spelling of the module name that the templates need. */
export function moduleNames(name) {
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const camel = pascal[0].toLowerCase() + pascal.slice(1);
  const snake = words.join('_');
  return {
    /** Folder, package suffix, i18n namespace, route '/<name>', ServerModule.name. */
    name,
    pascal,
    camel,
    /** Table and migration prefix (server README: `<module>_<entity>`, snake_case). */
    snake,
    packageName: `@vws/${name}`,
    table: `${snake}_eintraege`,
    migration: `${snake}_0001_init`,
    route: `/${name}`,
    apiPath: `/${name}/eintraege`,
    /** The module's endpoint table in @vws/shared/contract/<name> (DESIGN.md §8). */
    endpoints: `${snake.toUpperCase()}_ENDPOINTS`,
  };
}

/** The dev-server port after the highest one in use (shell 3000, remotes from 3001). */
export function nextDevPort(ports) {
  return Math.max(3000, ...ports) + 1;
}

/**
 * server/src/modules/index.ts with the new module imported and appended to serverModules.
 * Throws when the list does not look as expected (then add it by hand).
 */
export function registerServerModule(source, n) {
  const exportName = `${n.camel}Module`;
  const list = /(export const serverModules: ServerModule\[\] = \[)([^\]]*)(\];)/;
  const match = list.exec(source);
  if (!match) throw new Error('server/src/modules/index.ts: no "export const serverModules: ServerModule[] = [...]" list found');
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const importLine = `import { ${exportName} } from './${n.name}';`;
  const at = last.index + last[0].length;
  const withImport = `${source.slice(0, at)}\n${importLine}${source.slice(at)}`;
  return withImport.replace(list, (_all, head, items, tail) => `${head}${items.trimEnd()}, ${exportName}${tail}`);
}

/**
 * packages/shared/src/contract/endpoints.ts with the new module's endpoint table imported and listed
 * in ENDPOINT_TABLES (the contract tests walk that list). Throws when the list does not look as expected.
 */
export function registerEndpointTable(source, n) {
  const list = /(export const ENDPOINT_TABLES[^=]*= \{)([^}]*)(\};)/;
  if (!list.exec(source)) throw new Error('packages/shared/src/contract/endpoints.ts: no "export const ENDPOINT_TABLES ... = { ... };" found');
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  const withImport = `${source.slice(0, at)}\nimport { ${n.endpoints} } from './${n.name}';${source.slice(at)}`;
  return withImport.replace(list, (_all, head, items, tail) => `${head}${items.trimEnd()}\n  ${n.name}: ${n.endpoints},\n${tail}`);
}
