import type { ModuleNames } from './names.mjs';
export declare function serverFiles(n: ModuleNames): Record<string, string>;
