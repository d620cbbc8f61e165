import { defineNamespace } from '@vws/shared/core';
import de from './de.json';

/**
 * The 'vvt' texts (typed keys), registered when the remote loads. The English ones (8 kB gzip, the
 * largest of any module) load only when English is used; a module with few texts bundles both, as
 * its own chunk would cost about what it saves (npm run bundle-size: /vorfaelle 0.9 kB).
 */
export const vvtTexts = defineNamespace('vvt', { de, en: () => import('./en.json') });
export const useVvtTranslation = vvtTexts.useTranslation;

export function registerVvtTexts(): Promise<void> {
  return vvtTexts.register();
}
