import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reachableFiles } from '../../../scripts/rspack/host-chunks.mjs';

describe("the shell's start-up files for the vendor chunk (scripts/rspack/host-chunks.mjs)", () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'host-chunks-'));
    const files: Record<string, string> = {
      'bootstrap.tsx': [
        "import { a } from './a';",
        'const core = await import(/* webpackMode: "eager" */ \'./core\');',
        "const page = await import('./page');",
      ].join('\n'),
      'a.ts': 'export const a = 1;',
      'core.ts': "export { b } from './b';",
      'b.ts': 'export const b = 2;',
      'page.tsx': "import { c } from './c';",
      'c.ts': 'export const c = 3;',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("follows static imports and the start-up steps' eager imports, not a page's lazy import", () => {
    const names = reachableFiles(path.join(dir, 'bootstrap.tsx')).map((file) => path.basename(file));
    expect(names.sort()).toEqual(['a.ts', 'b.ts', 'bootstrap.tsx', 'core.ts']);
  });
});
