import path from 'node:path';
import { purgeCss } from '../../../scripts/rspack/inline-page-css.mjs';
import { VENDOR_CSS, classNamesOf, portalClassNames, purgeVendorCss, vendorClassReport } from '../../../scripts/rspack/vendor-css.mjs';

describe('the vendor stylesheets cut to the classes the portal can use (scripts/rspack/vendor-css.mjs)', () => {
  it('applies to the theme, PrimeReact, PrimeFlex and PrimeIcons CSS, not to the portal’s own', () => {
    const pnpm = '/repo/node_modules/.pnpm/primereact@10.9.9_patch_hash=abc/node_modules/primereact';
    expect(VENDOR_CSS.test(`${pnpm}/resources/themes/lara-light-blue/theme.css`)).toBe(true);
    expect(VENDOR_CSS.test('/repo/node_modules/.pnpm/primeflex@3.3.1/node_modules/primeflex/primeflex.css')).toBe(true);
    expect(VENDOR_CSS.test('/repo/node_modules/primeicons/primeicons.css')).toBe(true);
    expect(VENDOR_CSS.test(path.join('/repo', 'shell/src/app/theme.css'))).toBe(false);
    expect(VENDOR_CSS.test('/repo/packages/shared/src/list/list.css')).toBe(false);
  });

  it('keeps what the code names, what PrimeReact components put on elements and their transitions; drops unused components and utilities', () => {
    const names = portalClassNames();
    // PrimeFlex classes of the portal's sources, also one completed at run time (md:col-${cols}).
    for (const name of ['md:col-6', 'md:col-3', 'flex', 'gap-2', 'surface-ground']) expect(names.has(name)).toBe(true);
    // Classes PrimeReact's own code sets: the table, a severity completed at run time, an overlay's transition.
    for (const name of ['p-datatable-tbody', 'p-paginator-page', 'p-button-danger', 'p-connected-overlay-enter-active', 'p-hidden-accessible']) {
      expect(names.has(name)).toBe(true);
    }
    // Components and utilities no code uses.
    for (const name of ['p-galleria', 'p-organizationchart', 'p-terminal', 'bg-pink-500', 'xl:col-offset-3']) expect(names.has(name)).toBe(false);
  });

  it('derives react-transition-group’s classes only from a name the code uses', () => {
    const names = classNamesOf(`classNames: 'p-toggleable-content'`);
    expect(names.has('p-toggleable-content-exit-done')).toBe(true);
    expect(names.has('p-sidebar-enter')).toBe(false);
  });

  it('keeps a rule whose unused class sits inside :not(): it matches all the same', () => {
    const used = classNamesOf(`'p-button'`);
    expect(purgeCss('.p-button:not(.p-unused):hover{color:red}.p-unused{color:blue}', used)).toBe('.p-button:not(.p-unused):hover{color:red}');
  });

  it('keeps the fonts: the theme’s Inter and the icon font', () => {
    const css = '@font-face{font-family:"Inter var";src:url(a.woff2)}@font-face{font-family:primeicons;src:url(b.woff2)}.p-galleria{color:red}';
    expect(purgeVendorCss(css)).toBe('@font-face{font-family:"Inter var";src:url(a.woff2)}@font-face{font-family:primeicons;src:url(b.woff2)}');
  });

  it('cuts PrimeFlex to a fraction', () => {
    const css =
      '.col-12{width:100%}.col-offset-5{margin-left:41.6667%}@media screen and (min-width:992px){.lg\\:col-3{width:25%}.lg\\:col-offset-5{margin-left:41.6667%}}';
    expect(purgeVendorCss(css)).toBe('.col-12{width:100%}@media screen and (min-width:992px){.lg\\:col-3{width:25%}}');
  });

  it('reports the classes the stylesheets of portalTheme.ts style and those the build keeps, for the browser test', () => {
    const { sheets, vendor, kept } = vendorClassReport();
    expect(sheets).toBe(4);
    expect(vendor).toEqual(expect.arrayContaining(['p-datatable', 'p-galleria', 'md:col-6', 'pi-check']));
    expect(kept).toEqual(expect.arrayContaining(['p-datatable', 'md:col-6', 'pi-check']));
    expect(kept).not.toContain('p-galleria');
    expect(kept.every((name) => vendor.includes(name))).toBe(true);
  });
});
