export declare function usedTokens(source: string): { has(name: string): boolean };
export declare function purgeCss(css: string, used: { has(name: string): boolean }, options?: { fontFaces?: boolean }): string;
export declare class InlinePageCss {
  constructor(options: { html: string; fontFamily?: string });
  apply(compiler: unknown): void;
}
