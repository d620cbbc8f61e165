export declare const VENDOR_CSS: RegExp;
export declare function purgeVendorCss(css: string): string;
export declare function portalClassNames(): { has(name: string): boolean };
export declare function classNamesOf(source: string): { has(name: string): boolean };
export declare function vendorClassReport(): { sheets: number; vendor: string[]; kept: string[] };
