import { defineNamespace } from '@vws/shared/core';
import de from './de.json';

/**
 * The 'datenweitergaben' texts (typed keys), registered when the remote loads. The English ones load only when
 * English is used (issue 28: the module route's start-up JavaScript, npm run bundle-size).
 */
export const datenweitergabenTexts = defineNamespace('datenweitergaben', { de, en: () => import('./en.json') });
export const useDatenweitergabenTranslation = datenweitergabenTexts.useTranslation;

/** Resolves once the texts of the language in use are there (the module's init awaits it). */
export function registerDatenweitergabenTexts(): Promise<void> {
  return datenweitergabenTexts.register();
}
