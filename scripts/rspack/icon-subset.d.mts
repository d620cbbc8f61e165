export declare function primeIconsDir(): string;
export declare function usedIconNames(): string[];
export declare function iconCodepoints(names: string[]): number[];
