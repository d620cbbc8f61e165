export declare const ROUTER_SERVER_EXPORTS: string[];
export declare function routerBrowserApi(pkgDir: string): string;
