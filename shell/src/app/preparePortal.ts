import './portalTheme';
import './shell.css';
import { currentLocale, followLanguageInPrimeReact, i18n, textsReady } from '@vws/shared/core';
import { registerShellTexts } from '../i18n/register';

/**
 * What both entries (federated and single-bundle) do before the first render: the theme with the
 * portal's accessible colours on top, the shell's texts, PrimeReact's texts following the language.
 * Resolves once the texts of the language in use are there (an English user's load first): the
 * entry renders then, so that nothing shows in German for a moment.
 */
export function preparePortal(): Promise<void> {
  followLanguageInPrimeReact(i18n);
  document.documentElement.lang = currentLocale();
  return Promise.all([registerShellTexts(), textsReady()]).then(() => undefined);
}
