export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
  /** The module provided under the key, when not the package itself (react-router-dom: its browser API). */
  import?: string;
}
export declare const SINGLETON_PACKAGES: string[];
export declare function readCatalog(yaml?: string): Record<string, string>;
export declare function toSemverRange(declared: string | undefined, actualVersion: string, name?: string, catalog?: Record<string, string>): string;
export declare function createSharedConfig(pkgDir: string): Record<string, SharedSingletonConfig>;
export declare const PRIMEREACT_STATEFUL: string[];
export declare const PRIMEREACT_COMMON: string[];
export declare function primeReactShareKeys(): string[];
export declare function sharedPackageKeys(pkgDir: string): { key: string; file: string }[];
export declare function workspaceSourceDirs(): string[];
export declare function sourceFiles(dir: string): string[];
export declare function primeReactImportsOf(files: string[]): Set<string>;
