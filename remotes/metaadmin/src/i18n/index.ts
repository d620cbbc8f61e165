import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'metaadmin' texts, bundled with this remote and registered when it loads (typed keys). */
export const metaadminTexts = defineNamespace('metaadmin', { de, en });
export const useMetaadminTranslation = metaadminTexts.useTranslation;

export function registerMetaadminTexts(): void {
  metaadminTexts.register();
}
