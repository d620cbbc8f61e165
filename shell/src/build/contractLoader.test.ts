import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { requestOf } from '@vws/shared/contract/endpoint';
import contractLoader from '../../../scripts/rspack/contract-loader.cjs';

const repo = path.resolve(__dirname, '../../..');
const contractDir = path.join(repo, 'packages/shared/src/contract');

/** What the browser build makes of a contract file, evaluated as the bundler would import it. */
function browserModule(file: string): Record<string, unknown> {
  const source = contractLoader.call({ resourcePath: file, addDependency: () => undefined });
  const exports: Record<string, unknown> = {};
  new Function('exports', source.replace(/^export const (\w+) = /gm, 'exports.$1 = '))(exports);
  return exports;
}

describe('endpoint tables in browser builds (scripts/rspack/contract-loader.cjs)', () => {
  it('rewrites every <module>-endpoints.ts, not the kit factories or other contract files', () => {
    expect(contractLoader.CONTRACT_TABLE_FILES.test(path.join(contractDir, 'datenweitergaben-endpoints.ts'))).toBe(true);
    expect(contractLoader.CONTRACT_TABLE_FILES.test(path.join(contractDir, 'zz9demo-endpoints.ts'))).toBe(true);
    expect(contractLoader.CONTRACT_TABLE_FILES.test(path.join(contractDir, 'kit-endpoints.ts'))).toBe(false);
    expect(contractLoader.CONTRACT_TABLE_FILES.test(path.join(contractDir, 'datenweitergaben-records.ts'))).toBe(false);
  });

  it('keeps method and path of each call and no schema, and the requests come out the same', () => {
    const { DW_ENDPOINTS: wire } = browserModule(path.join(contractDir, 'datenweitergaben-endpoints.ts')) as { DW_ENDPOINTS: typeof DW_ENDPOINTS };
    expect(Object.keys(wire)).toEqual(Object.keys(DW_ENDPOINTS));
    expect(wire.detail).toEqual({ method: 'GET', path: DW_ENDPOINTS.detail.path, query: true, response: 'json' });
    expect(JSON.stringify(wire)).not.toMatch(/zod|_zod|def/);
    for (const key of Object.keys(DW_ENDPOINTS) as (keyof typeof DW_ENDPOINTS)[]) {
      const arg = { query: { x: 1 }, body: { y: 2 } } as never;
      expect(requestOf(wire[key], arg)).toEqual(requestOf(DW_ENDPOINTS[key], arg));
    }
  });

  it('refuses a schema or a function beside the tables (it would put zod into the page)', () => {
    // Inside the shared package, so that zod resolves as it does for the real contract files.
    const dir = mkdtempSync(path.join(repo, 'packages/shared/node_modules/.contract-loader-test-'));
    const file = path.join(dir, 'demo-endpoints.ts');
    writeFileSync(file, "import { z } from 'zod';\nexport const demoSchema = z.object({ a: z.string() });\n");
    try {
      expect(() => contractLoader.call({ resourcePath: file, addDependency: () => undefined })).toThrow(
        /"demoSchema" is neither an endpoint table nor plain data/,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
