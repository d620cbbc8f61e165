import { purgeCss, usedTokens } from '../../../scripts/rspack/inline-page-css.mjs';

describe("the sign-in page's inline CSS (scripts/rspack/inline-page-css.mjs)", () => {
  const used = usedTokens(`className: 'p-button p-component', cls = 'p-inline-message ' + 'p-inline-message-' + severity, "md:col-6"`);

  it('keeps the rules whose classes the page names, in their at-rules and layers, and drops the rest', () => {
    const css =
      ':root{--a:1}body{margin:0}.p-button{color:red}.p-dialog{color:blue}.p-button,.p-dialog .x{padding:1px}' +
      '@media (min-width:768px){.md\\:col-6{width:50%}.lg\\:col-6{width:50%}}@layer primereact{.p-component{font:inherit}.p-tree{x:y}}@layer other{.p-tree{x:y}}';
    expect(purgeCss(css, used)).toBe(
      ':root{--a:1}body{margin:0}.p-button{color:red}.p-button{padding:1px}@media (min-width:768px){.md\\:col-6{width:50%}}@layer primereact{.p-component{font:inherit}}',
    );
  });

  it('keeps the classes that code completes at run time (a severity after a prefix)', () => {
    expect(purgeCss('.p-inline-message.p-inline-message-error{color:red}.p-toast-message-error{color:red}', used)).toBe(
      '.p-inline-message.p-inline-message-error{color:red}',
    );
  });

  it('loads no font: @font-face rules go, keyframes stay', () => {
    expect(purgeCss('@font-face{font-family:primeicons;src:url(a.woff2)}@keyframes spin{to{transform:rotate(1turn)}}', used)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });
});
