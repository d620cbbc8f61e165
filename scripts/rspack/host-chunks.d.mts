export declare function hostChunks(dir: string): unknown;
export declare function reachableFiles(entry: string): string[];
