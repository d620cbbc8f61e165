import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The ESLint rule vws/module-boundaries (scripts/eslint/module-boundaries.cjs) through ESLint's
 * Node API with the repository's own flat config: a server module reaches another module only
 * through that module's api.ts.
 */
const repo = path.resolve(__dirname, '../../..');
const at = (relative: string) => path.join(repo, relative);
// The config file itself (not a copy of its rules): a rule dropped from eslint.config.js fails here.
const eslint = new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: require(at('eslint.config.js')) });

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at(file) });
  return result!.messages.filter((m) => m.ruleId === 'vws/module-boundaries').map((m) => m.message);
}

describe('vws/module-boundaries', () => {
  it("reports a module importing another module's internals, also as import type and export from", async () => {
    const file = 'server/src/modules/datenweitergaben/queries/probe.ts';
    expect(await boundaryErrors("import { viewerOf } from '../../vvt/queries/access';\nexport const v = viewerOf;\n", file)).toEqual([
      expect.stringContaining('Module "datenweitergaben" must not import "../../vvt/queries/access" of module "vvt": use server/src/modules/vvt/api.ts'),
    ]);
    expect(await boundaryErrors("import type { VvtDb } from '../../vvt/tables';\nexport type D = VvtDb;\n", file)).toHaveLength(1);
    expect(await boundaryErrors("export { writeWorkbook } from '../../customer/export/data-export.routes';\n", file)).toHaveLength(1);
    expect(await boundaryErrors("export * from '../../audit/test/helpers';\n", file)).toHaveLength(1);
    // A module's index.ts (its ServerModule) is not its public file either.
    expect(await boundaryErrors("import { vvtModule } from '../../vvt';\nexport const m = vvtModule;\n", file)).toHaveLength(1);
  });

  it("passes an import of another module's api.ts, and any import within the module or of the platform", async () => {
    const file = 'server/src/modules/datenweitergaben/queries/probe.ts';
    const code = [
      "import { loadVisibleRecord, type VvtViewer } from '../../vvt/api';",
      "import type { VvtRecordTables } from '../../vvt/api.ts';",
      "import { loadMappings } from './mappings';",
      "import type { DwDb } from '../tables';",
      "import { writeWorkbook } from '../../../platform/kit/workbook';",
      'export { loadVisibleRecord, loadMappings, writeWorkbook };',
      'export type { VvtViewer, VvtRecordTables, DwDb };',
      '',
    ].join('\n');
    expect(await boundaryErrors(code, file)).toEqual([]);
  });

  it("lets the registry import each module's index.ts and api.ts, nothing else", async () => {
    const file = 'server/src/modules/index.ts';
    expect(
      await boundaryErrors(
        "import { vvtModule } from './vvt';\nimport { auditModule } from './audit/index';\nimport { viewerOf } from './vvt/api';\nexport { vvtModule, auditModule, viewerOf };\n",
        file,
      ),
    ).toEqual([]);
    expect(await boundaryErrors("import { vvtExportSheets } from './vvt/export/sheets';\nexport { vvtExportSheets };\n", file)).toEqual([
      expect.stringContaining('The module registry may import only "vvt/index" or "vvt/api"'),
    ]);
  });

  it('holds for the repository as it is: no module file imports another module but through api.ts', async () => {
    // lintFiles globs through a dynamic import, which Jest's sandbox refuses: each file is read and linted as text.
    const files = (readdirSync(__dirname, { recursive: true }) as string[]).filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => path.join(__dirname, f));
    expect(files.length).toBeGreaterThan(100);
    const errors: string[] = [];
    for (const file of files) {
      const found = await boundaryErrors(readFileSync(file, 'utf8'), path.relative(repo, file));
      errors.push(...found.map((message) => `${path.relative(repo, file)}: ${message}`));
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
