import './portalTheme';
import './shell.css';
import { currentLocale, followLanguageInPrimeReact, i18n } from '@vws/shared/core';
import { registerShellTexts } from '../i18n/register';

/**
 * What both entries (federated and single-bundle) do before the first render: the theme with the
 * portal's accessible colours on top, the shell's texts, PrimeReact's texts following the language.
 */
export function preparePortal(): void {
  registerShellTexts();
  followLanguageInPrimeReact(i18n);
  document.documentElement.lang = currentLocale();
}
