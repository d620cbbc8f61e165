import { defineNamespace } from '@vws/shared/core';
import de from './de.json';

/**
 * The 'vvt' texts (typed keys), registered when the remote loads. The English ones (8 kB gzip, the
 * largest of any module) load only when English is used, as in audit, datenweitergaben and
 * metaadmin; a module with few texts whose route meets 300 kB bundles both, as its own chunk would
 * cost about what it saves (npm run bundle-size: /vorfaelle 0.9 kB), and the single bundle, which
 * carries every module's texts, would shrink by more than a route (its ratio budget).
 */
export const vvtTexts = defineNamespace('vvt', { de, en: () => import('./en.json') });
export const useVvtTranslation = vvtTexts.useTranslation;

export function registerVvtTexts(): Promise<void> {
  return vvtTexts.register();
}
