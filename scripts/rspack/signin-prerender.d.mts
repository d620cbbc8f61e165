export interface ChunkGroupLike {
  name?: string | null;
  chunks: { files: Iterable<string> }[];
}
export declare function stepScripts(compilation: { chunkGroups: ChunkGroupLike[] }): string[];
export declare function prerenderConfig(base: unknown, rspack: unknown, production: boolean): unknown;
export declare class PrerenderedSignIn {
  constructor(options: { dir: string; html: string; defaultLocale?: string });
  apply(compiler: unknown): void;
}
