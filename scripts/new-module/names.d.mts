export declare const RESERVED_NAMES: string[];
export declare function nameProblem(name: string | undefined, existing: { remotes: string[]; serverModules: string[] }): string | null;
export interface ModuleNames {
  name: string;
  pascal: string;
  camel: string;
  snake: string;
  packageName: string;
  table: string;
  migration: string;
  route: string;
  apiPath: string;
  endpoints: string;
}
export declare function moduleNames(name: string): ModuleNames;
export declare function nextDevPort(ports: number[]): number;
export declare function registerServerModule(source: string, n: ModuleNames): string;
export declare function registerEndpointTable(source: string, n: ModuleNames): string;
