import type { ModuleManifestData } from '../module/types';

function lookup(texts: Record<string, unknown>, dottedKey: string): unknown {
  return dottedKey.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

/**
 * The keys a manifest's dashboard widget names (its title, its textKeys subtrees) that are missing
 * from the module's de or en texts, as `de:widget.title`; empty when the build can write them all
 * into mf-manifest.json.
 */
export function missingWidgetTexts(manifest: ModuleManifestData, texts: { de: Record<string, unknown>; en: Record<string, unknown> }): string[] {
  const widget = manifest.dashboardWidget;
  if (!widget) return [];
  const title = widget.titleKey?.startsWith(`${manifest.namespace}:`) ? widget.titleKey.slice(manifest.namespace.length + 1) : widget.titleKey;
  const keys = [...(title ? [title] : []), ...(widget.textKeys ?? [])];
  return (['de', 'en'] as const).flatMap((locale) => keys.filter((key) => lookup(texts[locale], key) === undefined).map((key) => `${locale}:${key}`));
}
