import { useContext, useEffect } from 'react';
import { PrimeReactContext } from 'primereact/api';
import { useTranslation } from 'react-i18next';
import { primeLocaleName, registerPrimeLocales } from './primeLocale';

/**
 * Keeps the PrimeReactProvider's locale on the UI language: the provider writes its own locale into
 * PrimeReact's global one (which paginator, password and calendar read), so it must change with it.
 */
export function PrimeLocaleSync() {
  const { i18n } = useTranslation();
  const context = useContext(PrimeReactContext);
  const wanted = primeLocaleName(i18n.language);
  useEffect(() => {
    registerPrimeLocales();
    if (context?.locale !== wanted) context?.setLocale?.(wanted);
  }, [context, wanted]);
  return null;
}
