interface ExposeAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
export declare function withoutEmbedChunkElsewhere<E extends { name: string; assets: ExposeAssets }>(exposes: E[]): E[];
