// Picks the texts a remote's sidebar labels and its dashboard widget need out of its namespace's
// de/en JSON, so the shell can label the remote's sidebar and render its widget from
// mf-manifest.json before loading any remote code.
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

  const texts = {};
  for (const locale of ['de', 'en']) {
    const file = path.join(i18nDir, `${locale}.json`);
    if (!existsSync(file)) continue;
    const all = JSON.parse(readFileSync(file, 'utf8'));
    texts[locale] = {};
    for (const labelKey of keys) {
      const key = keyInNamespace(labelKey, data.namespace);
      const value = key && lookup(all, key);
      if (typeof value === 'string' || (value && typeof value === 'object')) assign(texts[locale], key, value);
    }
  }
  return texts;
}
