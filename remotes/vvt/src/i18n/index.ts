import { defineNamespace, i18n } from '@vws/shared/core';
import de from './de.json';

/**
 * The 'vvt' texts (typed keys), registered when the remote loads. The English ones (8 kB gzip, the
 * largest of any module) load only when English is used, as in audit, datenweitergaben and
 * metaadmin; a module with few texts whose route meets 300 kB bundles both, as its own chunk would
 * cost about what it saves (npm run bundle-size: /vorfaelle 0.9 kB), and the single bundle, which
 * carries every module's texts, would shrink by more than a route (its ratio budget).
 * The groups only the record, report, print and import pages use (DPIA, cube, review, register
 * checks, ...) are `pages` (de.pages.json, en.pages.json): their loaders await them (module.tsx),
 * and the lists start without them (issue 28: /vvt-list/1 within 300 kB).
 */
const pageTexts = { de: () => import('./de.pages.json'), en: () => import('./en.pages.json') };
export const vvtTexts = defineNamespace('vvt', { de, en: () => import('./en.json'), pages: pageTexts });
export const useVvtTranslation = vvtTexts.useTranslation;

export function registerVvtTexts(): Promise<void> {
  return vvtTexts.register();
}

/**
 * The texts of the pages beyond the lists (see above). A shell whose @vws/shared is older than 1.16
 * has no registerPages (DESIGN.md §3: a remote built against a newer minor works in it): both
 * languages of the part are added at once then.
 */
export function registerVvtPageTexts(): Promise<void> {
  const texts: Partial<typeof vvtTexts> = vvtTexts;
  if (texts.registerPages) return texts.registerPages();
  return Promise.all([pageTexts.de(), pageTexts.en()]).then(([german, english]) => {
    i18n.addResourceBundle('de', 'vvt', german.default, true, true);
    i18n.addResourceBundle('en', 'vvt', english.default, true, true);
  });
}
