import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints } from './endpoints';

const ROOT = path.resolve(__dirname, '../../../..');

/** Client code: the shell, every remote and @vws/shared outside its contracts. */
function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || full === path.join(ROOT, 'packages/shared/src/contract')) return [];
    if (statSync(full).isDirectory()) return clientFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function clientRoots(): string[] {
  const remotes = readdirSync(path.join(ROOT, 'remotes')).map((name) => path.join(ROOT, 'remotes', name, 'src'));
  return [path.join(ROOT, 'shell/src'), path.join(ROOT, 'packages/shared/src'), ...remotes];
}

/**
 * String literals (quotes or backticks) that name a declared API path, or the start of one
 * followed by a template part or a query ('/dw/datenweitergabe-detail?id=1', `/vvtedit/${x}`).
 * Page routes, remote URLs and route patterns that are no API path are not reported.
 */
export function apiPathLiterals(source: string, apiPaths: readonly string[]): string[] {
  const literals = source.match(/['"`]\/[A-Za-z][^'"`\s]*/g) ?? [];
  return literals.filter((literal) => {
    const rest = literal.slice(1);
    const pathPart = rest.split(/[?#]|\$\{/)[0];
    const open = pathPart !== rest;
    return apiPaths.some((api) => api === pathPart || (open && pathPart.length > 1 && api.startsWith(pathPart) && pathPart.lastIndexOf('/') > 0));
  });
}

describe('API paths in client code', () => {
  it('are never written out: every call goes through its endpoint contract', () => {
    const apiPaths = allEndpoints().map(({ endpoint }) => endpoint.path);
    const found = clientRoots()
      .flatMap(clientFiles)
      .flatMap((file) => apiPathLiterals(readFileSync(file, 'utf8'), apiPaths).map((literal) => `${path.relative(ROOT, file)}: ${literal}`));
    expect(found).toEqual([]);
  });

  it('are recognised in quotes and template literals, page routes are not', () => {
    const source =
      "fetch('/dw/datenweitergaben'); get(`/vvtedit/x?id=${id}`); get(`/vvtedit/${name}`); navigate('/datenweitergaben'); link('/customer'); load('/vvt/mf-manifest.json')";
    const apiPaths = ['/dw/datenweitergaben', '/vvtedit/x', '/vvtedit/verarbeitung-add', '/customer/master-data'];
    expect(apiPathLiterals(source, apiPaths)).toEqual(["'/dw/datenweitergaben", '`/vvtedit/x?id=${id}', '`/vvtedit/${name}']);
  });
});
