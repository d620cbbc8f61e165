import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REMOTES = path.resolve(__dirname, '../../../remotes');
/** A page or part above this is doing more than one job: split it (a hook, a part, a row). */
const MAX_COMPONENT_LINES = 120;

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return componentFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('component files of the remotes', () => {
  it(`stay within ${MAX_COMPONENT_LINES} lines each`, () => {
    const files = readdirSync(REMOTES).flatMap((remote) => componentFiles(path.join(REMOTES, remote, 'src')));
    expect(files.length).toBeGreaterThan(50);
    const tooLong = files
      .map((file) => ({ file: path.relative(REMOTES, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_COMPONENT_LINES);
    expect(tooLong).toEqual([]);
  });
});
