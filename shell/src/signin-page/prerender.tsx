// Built for Node (scripts/rspack/signin-prerender.mjs): the sign-in page as HTML in each language,
// written into signin.html, so the form shows with the HTML itself, before its script has loaded.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { i18n, SUPPORTED_LOCALES, textsReady, type Locale } from '@vws/shared/core';
import { registerShellTexts } from '../i18n/register';
import { SignInApp } from './SignInApp';

const AtSignIn = ({ children }: { children: ReactNode }) => <StaticRouter location="/signin">{children}</StaticRouter>;

/** The page's markup (the content of #root) per language. */
export async function renderSignInPage(): Promise<Record<Locale, string>> {
  await registerShellTexts();
  const pages = {} as Record<Locale, string>;
  for (const locale of SUPPORTED_LOCALES) {
    await i18n.changeLanguage(locale);
    await textsReady(); // the language's texts (English ones load on demand)
    pages[locale] = renderToString(<SignInApp Router={AtSignIn} />);
  }
  return pages;
}
