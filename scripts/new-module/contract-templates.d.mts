import type { ModuleNames } from './names.mjs';
export declare function contractFiles(n: ModuleNames): Record<string, string>;
