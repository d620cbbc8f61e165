export declare function pickManifestTexts(
  data: { namespace: string; routes: { titleKey?: string }[]; sidebar: { labelKey: string; items: { labelKey: string }[] }[] },
  i18nDir: string,
): Record<'de' | 'en', Record<string, Record<string, string>>>;
