export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}
export declare const SINGLETON_PACKAGES: string[];
export declare function readCatalog(yaml?: string): Record<string, string>;
export declare function toSemverRange(declared: string | undefined, actualVersion: string, name?: string, catalog?: Record<string, string>): string;
export declare function createSharedConfig(pkgDir: string): Record<string, SharedSingletonConfig>;
export declare const PRIMEREACT_STATEFUL: string[];
export declare function primeReactShareKeys(): string[];
