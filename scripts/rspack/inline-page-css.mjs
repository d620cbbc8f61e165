// The sign-in page's CSS, inlined into its HTML and cut to the rules its own code can use.

/**
 * Replaces the page's stylesheet links by one inline <style> holding only the rules whose classes
 * the page's scripts or HTML name (the way PurgeCSS's default extractor decides), without any
 * @font-face: the page then needs no CSS request and no font before its first paint, and shows its
 * text in the system's UI font (`fontFamily`, as the theme's --font-family). Of the 540 kB of theme,
 * PrimeFlex and PrimeIcons CSS the sign-in form uses a few percent; the rest is never fetched
 * there (the portal's pages load it with their own stylesheets).
 */
export class InlinePageCss {
  constructor({ html, fontFamily }) {
    this.html = html;
    this.fontFamily = fontFamily;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlinePageCss', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlinePageCss', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const htmlAsset = compilation.getAsset(this.html);
        if (!htmlAsset) return;
        const html = htmlAsset.source.source().toString();
        const text = (name) => compilation.getAsset(name)?.source.source().toString() ?? '';
        const scripts = compilation
          .getAssets()
          .filter((asset) => asset.name.endsWith('.js'))
          .map((asset) => text(asset.name));
        const used = usedTokens([html, ...scripts].join('\n'));
        const links = [...html.matchAll(/<link[^>]+href="\/?([^"]+\.css)"[^>]*>/g)];
        if (!links.length) return;
        const font = this.fontFamily ? `:root{--font-family:${this.fontFamily};font-family:${this.fontFamily}}` : '';
        const css = links.map(([, file]) => purgeCss(text(file), used)).join('') + font;
        let page = html;
        links.forEach(([tag], index) => (page = page.replace(tag, index === 0 ? `<style>${css}</style>` : '')));
        compilation.updateAsset(this.html, new sources.RawSource(page));
      });
    });
  }
}

/**
 * Every word that could be a class name (letters, digits, `-`, `_`, `:` and `/`: PrimeFlex's
 * md:col-6), and the prefixes that code completes at run time (`'p-inline-message-' + severity`,
 * `md:col-${cols}`).
 */
export function usedTokens(source) {
  const words = new Set(source.match(/[A-Za-z0-9_:/-]+/g) ?? []);
  // Template literals too: `md:col-${cols}` (a breakpoint's prefix has a colon).
  const completed = [...source.matchAll(/([A-Za-z0-9_:/-]{2,}-)\$\{/g)].map((match) => match[1]);
  const prefixes = [...new Set([...[...words].filter((word) => word.endsWith('-') && /^[a-z]+(-[a-z]+)+-$/.test(word)), ...completed])];
  return { has: (name) => words.has(name) || prefixes.some((prefix) => name.startsWith(prefix)) };
}

/**
 * The rules of `css` whose selectors name only used classes; at-rules kept where their body keeps a
 * rule; @font-face only with `fontFaces` (the sign-in page's inline CSS loads no font).
 */
export function purgeCss(css, used, { fontFaces = false } = {}) {
  return blocks(css)
    .map((block) => {
      if (block.type === 'statement') return block.text;
      const prelude = block.prelude.trim();
      if (prelude.startsWith('@font-face')) return fontFaces ? `${prelude}{${block.body}}` : '';
      if (/^@(-webkit-)?keyframes|^@page|^@property/.test(prelude)) return `${prelude}{${block.body}}`;
      if (prelude.startsWith('@')) {
        const inner = purgeCss(block.body, used, { fontFaces });
        return inner ? `${prelude}{${inner}}` : '';
      }
      const selectors = splitSelectors(prelude).filter((selector) => classesOf(selector).every((name) => used.has(name)));
      return selectors.length ? `${selectors.join(',')}{${block.body}}` : '';
    })
    .join('');
}

/**
 * The classes an element needs for `selector` to match it. Those inside :not(), :is(), :where() and
 * :has() are left out: `.p-button:not(.p-disabled)` matches whether or not any code names p-disabled.
 */
function classesOf(selector) {
  let outer = selector;
  for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) outer = inner;
  return [...outer.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));
}

/** A selector list split at its top-level commas (not those inside :is(), :not(), ...). */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Top-level blocks of a stylesheet: `prelude { body }` or a `statement;` (@import, @charset, @layer a, b;). */
function blocks(css) {
  const found = [];
  let i = 0;
  while (i < css.length) {
    let j = i;
    let quote = null;
    while (j < css.length) {
      const char = css[j];
      if (quote) {
        if (char === '\\') j++;
        else if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '/' && css[j + 1] === '*') {
        const end = css.indexOf('*/', j + 2);
        j = end < 0 ? css.length : end + 1;
      } else if (char === '{' || char === ';' || char === '}') break;
      j++;
    }
    if (j >= css.length) break;
    if (css[j] === ';') {
      const text = css.slice(i, j + 1).trim();
      if (text) found.push({ type: 'statement', text });
      i = j + 1;
      continue;
    }
    if (css[j] === '}') {
      i = j + 1;
      continue;
    }
    const bodyStart = j + 1;
    let depth = 1;
    let k = bodyStart;
    quote = null;
    for (; k < css.length && depth > 0; k++) {
      const char = css[k];
      if (quote) {
        if (char === '\\') k++;
        else if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '{') depth++;
      else if (char === '}') depth--;
    }
    found.push({ type: 'block', prelude: css.slice(i, j), body: css.slice(bodyStart, k - 1) });
    i = k;
  }
  return found;
}
