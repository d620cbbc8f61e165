import fs from 'node:fs';
import path from 'node:path';
import { STARTUP_READS } from '@vws/shared/contract/startup-reads';
import { escapeHtml } from './html';
import { matchRoute, validRemotes, type ManifestFiles } from './page-hints';
import type { RemoteEntry } from './static';

/** What a portal page's HTML gets for a route that names its heading: into <head>, and after <div id="root">. */
export interface RouteFrame {
  head: string;
  body: string;
}

/**
 * The portal's page with the frame: the head's script and preload links (the build's and the page
 * hints) wait in a <template> until the frame has been painted, then the frame's script adds them
 * (the sign-in page does the same with its script): nothing the frame does not need is asked for
 * before its first paint.
 */
export function withRouteFrame(html: string, hints: string, frame: RouteFrame): string {
  const deferred: string[] = [hints];
  const head = html.replace(/<script defer(?:="defer")? src="[^"]+"><\/script>|<link [^>]*rel="preload"[^>]*>/g, (tag) => {
    deferred.push(tag);
    return '';
  });
  return head
    .replace('</head>', `${frame.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div><template id="route-frame-head">${deferred.join('')}</template>${frame.body}`);
}

const LANGUAGES = ['de', 'en'] as const;
const DEFAULT_LANGUAGE = 'de';

/**
 * The page's frame in its first HTML: the top bar, the sidebar's place and the route's heading and
 * intro (ModuleRouteInfo.heading, texts from the remote's mf-manifest.json) in German and English,
 * painted before any script has loaded. On a phone the list routes' scripts take seconds to arrive
 * and run; until then the user sees where they are instead of an empty page.
 *
 * It lies over #root (aria-hidden, no controls; #root is inert meanwhile, so Tab does not reach
 * the top bar behind it) and its inline script takes it away as soon as the
 * portal shows a heading or an alert of its own (the page, or an error, sign-in or status page), at
 * the latest after 10 s. Without a stored session the script removes it at once: that visitor is
 * on the way to /signin. The language is the one the user chose (preferences in localStorage), as
 * the portal's own.
 *
 * The script also starts the page's start-up calls at once (the portal's, contract/startup-reads.ts,
 * and the route's ModuleRouteInfo.reads): their answers are there when the scripts have run, which
 * on a phone is seconds later; the API slice takes them (api/startupReads.ts).
 *
 * Its styles mirror MainLayout and the list pages' header (shell/src/layout/MainLayout.tsx,
 * SearchListPage): the same widths, paddings and font, so that the intro wraps as the page's will.
 * e2e/tests/route-frame.spec.ts compares the two.
 */
export function routeFrame(options: { staticRoot: string; manifests: ManifestFiles }): (pathname: string, listed: RemoteEntry[] | null) => RouteFrame | null {
  const font = new FontFile(path.join(options.staticRoot, 'shell', 'dist', 'assets'));
  return (pathname, listed) => {
    for (const entry of validRemotes(listed ?? [])) {
      const manifest = options.manifests.read(entry.manifest);
      if (!manifest) continue;
      for (const heading of manifest.headings) {
        const params = matchRoute(heading.path, pathname);
        if (!params) continue;
        const fill = (key: string) => key.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '');
        const markup = (text: string | undefined) => (text === undefined ? undefined : textMarkup(text, heading.customerName));
        const texts = LANGUAGES.flatMap((language) => {
          const title = markup(lookup(manifest.texts[language], fill(heading.titleKey)));
          const intro = heading.introKey ? markup(lookup(manifest.texts[language], fill(heading.introKey))) : undefined;
          // A text with an interpolation the frame cannot fill is not shown at all.
          return title && intro !== null ? [{ language, title, intro }] : [];
        });
        if (!texts.some((text) => text.language === DEFAULT_LANGUAGE)) return null;
        return frameMarkup(texts, font.url(), heading.buttons !== false, startupReads(heading.reads ?? []));
      }
    }
    return null;
  };
}

/** The API's prefix (app.ts). */
const API_BASE = '/api';

/**
 * The calls the frame's script starts at once (api/startupReads.ts takes their answers): the
 * portal's start-up calls and the route's reads, the customer's with the selected customer.
 */
function startupReads(routeReads: string[]): { user: string[]; customer: string[] } {
  return {
    user: STARTUP_READS.user.map((read) => API_BASE + read),
    customer: [...STARTUP_READS.customer, ...routeReads].map((read) => API_BASE + read),
  };
}

/**
 * A heading text as HTML: escaped, the customer's name (`{{name}}` where `customerName` is 'name')
 * as a place the frame's script fills from the preferences. null when any other interpolation is left.
 */
function textMarkup(text: string, customerName: string | undefined): string | null {
  const html = escapeHtml(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name === customerName ? '<span data-rf-customer></span>' : whole));
  return html.includes('{{') ? null : html;
}

function lookup(texts: unknown, dottedKey: string): string | undefined {
  const value = dottedKey
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
}

/** The theme's Inter (a subset with a hashed name, shell/dist/assets), looked up again when the build changes. */
class FontFile {
  private cached: { mtimeMs: number; url: string | null } | null = null;

  constructor(private readonly dir: string) {}

  url(): string | null {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.dir).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const file = fs.readdirSync(this.dir).find((name) => /^InterVariable-latin\.[0-9a-f]+\.woff2$/.test(name));
      this.cached = { mtimeMs, url: file ? `/assets/${file}` : null };
    }
    return this.cached.url;
  }
}

// MainLayout: top bar (white, shadow; 4rem, from 992 px without the menu button 3.875rem), a 17rem sidebar from 992 px (lg), main padded 1rem, 1.5rem
// from 768 px (p-3 md:p-4) on surface-ground; the header: an h1 of 1.5rem (text-2xl, bold) with
// 0.5rem below its row (as high as the row's buttons: 2.875rem), the intro in
// text-color-secondary with 1rem below. Inter with font-display block: the frame's text paints in
// the page's font, so the page's own heading replaces it in place.
const STYLE = (fontUrl: string | null) =>
  (fontUrl ? `@font-face{font-family:"vws-frame";font-weight:400 700;font-display:block;src:url(${fontUrl}) format("woff2")}` : '') +
  '#route-frame{position:fixed;inset:0;z-index:1000;overflow:hidden;background:#f9fafb;color:#4b5563;' +
  'font-family:"vws-frame","Inter var",sans-serif;font-size:16px;font-weight:400;line-height:normal}' +
  '#route-frame .rf-top{height:4rem;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3)}' +
  '#route-frame .rf-body{display:flex;height:100%}' +
  '#route-frame .rf-aside{display:none;flex-shrink:0;width:17rem;box-sizing:border-box;background:#fff;border-right:1px solid #dfe7ef}' +
  '#route-frame .rf-main{flex:1;min-width:0;padding:1rem}' +
  '#route-frame .rf-title{display:flex;align-items:center;min-height:2.875rem;margin:0 0 .5rem;font-size:1.5rem;font-weight:700;color:#4b5563}' +
  '#route-frame .rf-intro{margin:0 0 1rem}' +
  '#route-frame .rf-plain{min-height:0}' +
  '@media (min-width:768px){#route-frame .rf-main{padding:1.5rem}}' +
  '@media (min-width:992px){#route-frame .rf-aside{display:block}#route-frame .rf-top{height:3.875rem}}';

// Without '<': the server allows inline scripts by their hash (static.ts), found by that pattern.
const SCRIPT =
  '(function(){var f=document.getElementById("route-frame"),r=document.getElementById("root");if(!f||!r)return;' +
  'var l,o=new MutationObserver(function(){if(r.querySelector("h1,[role=alert]"))done()});' +
  'function done(){o.disconnect();r.inert=false;f.remove()}' +
  'var p={};try{if(!localStorage.getItem("vws.session"))return f.remove();p=JSON.parse(localStorage.getItem("vws.preferences")||"{}")||{};l=p.currentLocale}catch(e){}' +
  `if(!/^[a-z]+$/.test(l)||!f.querySelector(".rf-texts[lang="+l+"]"))l="${DEFAULT_LANGUAGE}";` +
  'f.querySelectorAll(".rf-texts").forEach(function(t){if(t.getAttribute("lang")!==l)t.remove()});' +
  // The customer's name as chosen last (the address may name another customer: then no frame).
  'var c=f.querySelectorAll("[data-rf-customer]"),n=p.customerDatabaseName,u=new URLSearchParams(location.search).get("cuid");' +
  'if(c.length){if(typeof n!=="string"||!n||u&&u!==p.customerDatabaseUid)return f.remove();c.forEach(function(s){s.textContent=n})}' +
  // The page's start-up calls now, not after its scripts (their answers wait in vwsStartupReads),
  // for the customer the portal will select: the address's, else the one chosen last. The user's
  // calls do not depend on a customer: the portal asks for them with or without one, so either
  // address takes the same answer (api/startupReads.ts takes both away).
  'var d=JSON.parse(f.getAttribute("data-reads")||"{}"),k=u||p.customerDatabaseUid,g=window.vwsStartupReads={};if(typeof k!=="string")k="";' +
  'function get(s,x,y){var w=location.origin+s,q=x?w+"?customer_uid="+encodeURIComponent(x):w,' +
  'a=fetch(q,{credentials:"include",headers:{"X-Requested-With":"XMLHttpRequest","Accept-Language":l,Accept:"application/json"}})' +
  // Read at once: a body left unread keeps its call open in the browser (an answer the portal does
  // not take, as for a customer it does not select, would stay "loading" for the page's lifetime).
  '.then(function(r){return r.text().then(function(t){var s=r.status;' +
  'return new Response(s===204||s===205||s===304?null:t,{status:s,statusText:r.statusText,headers:r.headers})})}),' +
  'e={at:Date.now(),response:a};a.catch(function(){});g[q]=e;if(y)g[w+"?customer_uid="+encodeURIComponent(y)]=e}' +
  '(d.user||[]).forEach(function(s){get(s,"",k)});if(k)(d.customer||[]).forEach(function(s){get(s,k)});' +
  // The portal under the frame takes no focus either (the frame covers it from the mouse).
  'r.inert=true;o.observe(r,{childList:true,subtree:true});setTimeout(done,10000)})();' +
  // After the frame's font and first paint (at most 3 s): the portal's preloads and its script, in their order (async=false).
  // Without a frame (taken away above) at once, while the page parses: as the build's own deferred
  // script, the page's load event then waits for them.
  // After the frame's paint each element goes in a task of its own (a message to itself: no timer's
  // 4 ms clamp): an inserted element starts its request at once, and the 17 of a module route took
  // one task of 30–50 ms, 120–210 ms on Lighthouse's phone (its Total Blocking Time).
  '(function(){var t=document.getElementById("route-frame-head"),go=false;if(!t)return;' +
  'function put(n){if(n.tagName==="SCRIPT"){var s=document.createElement("script");s.src=n.getAttribute("src");s.async=false;document.head.appendChild(s)}else document.head.appendChild(n.cloneNode())}' +
  'function all(){return [].slice.call(t.content.querySelectorAll("link")).concat([].slice.call(t.content.querySelectorAll("script")))}' +
  'function add(){all().forEach(put)}' +
  'function each(){var q=all(),c=new MessageChannel();if(!q.length)return;c.port1.onmessage=function(){put(q.shift());if(q.length)c.port2.postMessage(0);else c.port1.close()};c.port2.postMessage(0)}' +
  'function load(){if(go)return;go=true;requestAnimationFrame(function(){setTimeout(each)})}' +
  'if(!document.getElementById("route-frame")){go=true;return add()}' +
  'setTimeout(load,3000);if(document.fonts)document.fonts.load("1em vws-frame").then(load,load);else load()})()';

/** Texts as HTML (textMarkup). */
function frameMarkup(
  texts: { language: string; title: string; intro?: string }[],
  fontUrl: string | null,
  buttons: boolean,
  reads: { user: string[]; customer: string[] },
): RouteFrame {
  const titleClass = buttons ? 'rf-title' : 'rf-title rf-plain';
  const blocks = texts
    .map(
      ({ language, title, intro }) =>
        `<div class="rf-texts" lang="${language}"><div class="${titleClass}">${title}</div>${intro ? `<p class="rf-intro">${intro}</p>` : ''}</div>`,
    )
    .join('');
  return {
    head: `<style>${STYLE(fontUrl)}</style>`,
    body:
      `<div id="route-frame" aria-hidden="true" data-reads="${escapeHtml(JSON.stringify(reads))}"><div class="rf-top"></div><div class="rf-body"><div class="rf-aside"></div>` +
      `<div class="rf-main">${blocks}</div></div></div><script>${SCRIPT}</script>`,
  };
}
