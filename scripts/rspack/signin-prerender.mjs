// The sign-in page as HTML (issue 28: its form shows with the HTML, before the script has loaded).
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the Node build of shell/src/signin-page/prerender.tsx goes (`dist/` is ignored by git). */
const outputDir = (dir) => path.join(dir, '.prerender', 'dist');

/**
 * A Node build of the page's components (prerender.tsx) from the browser build's `base` config:
 * the same sources, texts and asset names; CSS imports become inert strings (the page inlines its
 * CSS itself).
 */
export function prerenderConfig(base, rspack, production) {
  const rules = base.module.rules.map((rule) => (String(rule.test) === String(/\.css$/i) ? { test: /\.css$/i, type: 'asset/source' } : rule));
  return {
    ...base,
    name: 'signin-prerender',
    target: 'node',
    entry: { prerender: './src/signin-page/prerender.tsx' },
    module: { ...base.module, rules },
    // asyncChunks: false: the texts loaded on demand in the browser (English) are in the one file here.
    output: {
      ...base.output,
      path: outputDir(base.context),
      publicPath: '/',
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
      asyncChunks: false,
    },
    optimization: { ...base.optimization, minimize: false, splitChunks: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
  };
}

/**
 * The inline script of the prerendered page: it keeps the form from submitting itself before the
 * page's script has loaded (a native submit would put the password into the URL; React's handler
 * prevents it anyway) and notes the wish (the page's script then signs in); loads the page's
 * script once the prerendered page has been painted; shows the page in the language the user chose
 * before (preferences in localStorage); and takes a language chosen on the page before React has
 * taken over (shown at once, typed values kept, stored for React). The server allows it by its
 * hash (static.ts).
 */
function pageScript(defaultLocale, scripts) {
  const load = scripts.map((src) => `var s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.appendChild(s);`).join('');
  return (
    // Only the prerendered form's submit: React's form, once there, handles its own.
    `document.addEventListener("submit",function(e){if(!r.querySelector(":scope>[data-prerendered]"))return;e.preventDefault();document.documentElement.setAttribute("data-submit-pending","")});` +
    // The page's script after the first paint: the form is there already; nothing delays its paint.
    `requestAnimationFrame(function(){setTimeout(function(){${load}})});` +
    `var r=document.getElementById("root"),d=r.innerHTML,k="vws.preferences";` +
    // Shows one language's prerendered page (typed values kept), marked as prerendered until React replaces it.
    `function show(l){var t=l==="${defaultLocale}"?d:(document.getElementById("signin-"+l)||{}).innerHTML;if(!t)return;` +
    `var v={};r.querySelectorAll("input[id]").forEach(function(i){v[i.id]=i.value});r.innerHTML=t;` +
    `r.querySelectorAll("input[id]").forEach(function(i){if(v[i.id])i.value=v[i.id]});` +
    `r.firstElementChild&&r.firstElementChild.setAttribute("data-prerendered","");document.documentElement.lang=l}` +
    `try{var l=(JSON.parse(localStorage.getItem(k)||"{}")||{}).currentLocale;show(l&&l!=="${defaultLocale}"?l:"${defaultLocale}")}catch(e){show("${defaultLocale}")}` +
    // A language chosen before React has taken over: shown at once and kept for React (its preference).
    `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-testid^=language-]");` +
    `if(!b||!r.querySelector(":scope>[data-prerendered]"))return;var l=b.getAttribute("data-testid").slice(9);` +
    `try{var p=JSON.parse(localStorage.getItem(k)||"{}")||{};p.currentLocale=l;localStorage.setItem(k,JSON.stringify(p))}catch(x){}show(l)},true);`
  );
}

/**
 * The chunks of the page script's start-up steps (its `import(/* webpackChunkName: "step-…" *\/)`s):
 * loaded beside the page's script, they are there when a step asks for them (the chunk runtime takes
 * chunks that arrived before it and reuses a script tag with the chunk's address).
 */
export function stepScripts(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.name?.startsWith('step-')) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
  }
  return [...files];
}

/**
 * Writes the prerendered page into signin.html: the default language in #root, every other in a
 * <template>, and the inline script (pageScript) that swaps in the chosen one before the first paint
 * and then loads the page's scripts (their <script defer> tags go).
 */
export class PrerenderedSignIn {
  constructor({ dir, html, defaultLocale = 'de' }) {
    this.bundle = path.join(outputDir(dir), 'prerender.cjs');
    this.html = html;
    this.defaultLocale = defaultLocale;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderedSignIn', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrerenderedSignIn', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, async () => {
        const asset = compilation.getAsset(this.html);
        if (!asset) return;
        const require = createRequire(import.meta.url);
        delete require.cache[this.bundle];
        const pages = await require(this.bundle).renderSignInPage();
        const others = Object.entries(pages).filter(([locale]) => locale !== this.defaultLocale);
        const templates = others.map(([locale, markup]) => `<template id="signin-${locale}">${markup}</template>`).join('');
        const html = asset.source.source().toString();
        const scripts = [...html.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
        const inline = pageScript(this.defaultLocale, [...scripts.map((match) => match[1]), ...stepScripts(compilation)]);
        const body = `<div id="root">${pages[this.defaultLocale]}</div>${templates}<script>${inline}</script>`;
        if (!html.includes('<div id="root"></div>') || !scripts.length) {
          compilation.errors.push(new Error(`${this.html}: no empty <div id="root"></div> or no page script to prerender with`));
        }
        const page = scripts.reduce((text, [tag]) => text.replace(tag, ''), html).replace('<div id="root"></div>', body);
        compilation.updateAsset(this.html, new sources.RawSource(page));
      });
    });
  }
}
