export interface StatsChunk {
  id?: number | string;
  initial?: boolean;
  files?: string[];
  origins?: { moduleName?: string }[];
  modules?: { name?: string }[];
}
export declare function startUpFiles(stats: { chunks?: StatsChunk[] }, entryModule: string): string[];
export declare class StartUpPreload {
  constructor(rspack: unknown, options?: { entryModule?: string; publicPath?: string });
  apply(compiler: unknown): void;
}
