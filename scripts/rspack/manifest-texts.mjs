// Picks the texts a remote's sidebar labels, its dashboard widget and its routes' headings need out
// of its namespace's de/en JSON, so the shell can label the remote's sidebar and render its widget,
// and the server can show a route's heading, from mf-manifest.json before loading any remote code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function lookup(texts, dottedKey) {
  return dottedKey.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), texts);
}

function assign(target, dottedKey, value) {
  const parts = dottedKey.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = node[part] ??= {};
  node[parts.at(-1)] = value;
}

/** 'customer:sidebar.section' → 'sidebar.section' when it belongs to `namespace`; plain keys are the namespace's. */
function keyInNamespace(labelKey, namespace) {
  const separator = labelKey.indexOf(':');
  if (separator < 0) return labelKey;
  return labelKey.slice(0, separator) === namespace ? labelKey.slice(separator + 1) : null;
}

/** The dotted keys of every string in a texts tree. */
function leafKeys(node, prefix = '') {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** A heading key with a route parameter ('list.title{ebenenr}') stands for every key it can become. */
function expandParameterKey(key, all) {
  if (!key.includes('{')) return [key];
  const escaped = key.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`^${escaped.join('[^.]+')}$`);
  return leafKeys(all).filter((candidate) => pattern.test(candidate));
}

export function pickManifestTexts(data, i18nDir) {
  const keys = new Set();
  for (const section of data.sidebar) {
    keys.add(section.labelKey);
    for (const item of section.items) keys.add(item.labelKey);
  }
  // The widget's title and the subtrees its server content names keys of (whole objects).
  const widget = data.dashboardWidget;
  if (widget?.titleKey) keys.add(widget.titleKey);
  for (const subtree of widget?.textKeys ?? []) keys.add(subtree);

  const headingKeys = data.routes.flatMap((route) => (route.heading ? [route.heading.titleKey, route.heading.introKey].filter(Boolean) : []));

  const texts = {};
  for (const locale of ['de', 'en']) {
    const file = path.join(i18nDir, `${locale}.json`);
    if (!existsSync(file)) continue;
    // A namespace's `pages` part (<locale>.pages.json, packages/shared/src/i18n/typed.ts) is part of it.
    const pages = path.join(i18nDir, `${locale}.pages.json`);
    const all = { ...JSON.parse(readFileSync(file, 'utf8')), ...(existsSync(pages) ? JSON.parse(readFileSync(pages, 'utf8')) : {}) };
    texts[locale] = {};
    for (const labelKey of [...keys, ...headingKeys.flatMap((key) => expandParameterKey(key, all))]) {
      const key = keyInNamespace(labelKey, data.namespace);
      const value = key && lookup(all, key);
      if (typeof value === 'string' || (value && typeof value === 'object')) assign(texts[locale], key, value);
    }
  }
  return texts;
}
