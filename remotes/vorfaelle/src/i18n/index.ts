import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'vorfaelle' texts, bundled with this remote and registered when it loads (typed keys). */
export const vorfaelleTexts = defineNamespace('vorfaelle', { de, en });
export const useVorfaelleTranslation = vorfaelleTexts.useTranslation;

export function registerVorfaelleTexts(): void {
  vorfaelleTexts.register();
}
