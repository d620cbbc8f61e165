import { defineNamespace } from '@vws/shared/core';
import de from './de.json';

/**
 * The 'metaadmin' texts (typed keys), registered when the remote loads. The English ones load only when
 * English is used (issue 28: the module route's start-up JavaScript, npm run bundle-size).
 */
export const metaadminTexts = defineNamespace('metaadmin', { de, en: () => import('./en.json') });
export const useMetaadminTranslation = metaadminTexts.useTranslation;

/** Resolves once the texts of the language in use are there (the module's init awaits it). */
export function registerMetaadminTexts(): Promise<void> {
  return metaadminTexts.register();
}
