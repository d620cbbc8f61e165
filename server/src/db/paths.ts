import fs from 'node:fs';
import path from 'node:path';

/**
 * The workspace root (the folder holding pnpm-workspace.yaml), found from the working directory.
 * Jest runs our code as CommonJS, so import.meta is not available: walk up from process.cwd().
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}
