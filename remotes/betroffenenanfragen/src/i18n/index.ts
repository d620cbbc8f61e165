import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'betroffenenanfragen' texts, bundled with this remote and registered when it loads (typed keys). */
export const betroffenenanfragenTexts = defineNamespace('betroffenenanfragen', { de, en });
export const useBetroffenenanfragenTranslation = betroffenenanfragenTexts.useTranslation;

export function registerBetroffenenanfragenTexts(): void {
  betroffenenanfragenTexts.register();
}
