import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'vvt' texts, bundled with this remote and registered when it loads (typed keys). */
export const vvtTexts = defineNamespace('vvt', { de, en });
export const useVvtTranslation = vvtTexts.useTranslation;

export function registerVvtTexts(): void {
  vvtTexts.register();
}
