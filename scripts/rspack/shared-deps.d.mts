export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}
export declare const SINGLETON_PACKAGES: string[];
export declare function toSemverRange(declared: string | undefined, actualVersion: string): string;
export declare function createSharedConfig(pkgDir: string): Record<string, SharedSingletonConfig>;
