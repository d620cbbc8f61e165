import type { ModuleNames } from './names.mjs';
export declare function remoteFiles(n: ModuleNames, devPort: number): Record<string, string>;
