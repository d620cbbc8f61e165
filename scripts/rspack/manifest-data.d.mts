import type { ModuleManifestData } from '@vws/shared';
export declare function readManifestData(manifestFile: string): ModuleManifestData;
