export declare const ROUTER_SERVER_EXPORTS: string[];
export declare const I18NEXT_TRANS_EXPORTS: string[];
export declare function routerBrowserApi(pkgDir: string): string;
export declare function i18nextBrowserApi(pkgDir: string): string;
export declare const ROUTER_UNUSED_EXPORTS: string[];
export declare const REDUX_CONNECT_EXPORTS: string[];
export declare function reduxBrowserApi(pkgDir: string): string;
