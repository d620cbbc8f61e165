import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetLink, WidgetText, WidgetTextParam } from '../contract/dashboard-widget';
import { useCurrentCustomer } from '../session/hooks';
import { formatDate } from '../ui/formatDate';
import { customerPath, fillPattern } from './routes';

function pick(language: string, text: { de: string; en: string }): string {
  return language.startsWith('en') ? text.en || text.de : text.de || text.en;
}

function paramValue(language: string, param: WidgetTextParam): string | number {
  if (typeof param === 'number' || typeof param === 'string') return param;
  return 'day' in param ? formatDate(param.day) : pick(language, param);
}

/** A widget text in the interface language: keys from the module's namespace, names in de or en. */
export function useWidgetText(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language;
  return useCallback(
    (text: WidgetText): string => {
      if ('verbatim' in text) return text.verbatim;
      if ('key' in text) {
        const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, paramValue(language, value)]));
        return t(text.key, params);
      }
      return pick(language, text);
    },
    [t, language],
  );
}

/**
 * The href of a widget's link in the current customer, or null when the route is not a pattern of
 * the module's manifest (the server names routes; the card follows only those the module declares).
 */
export function useWidgetHref(routes: readonly string[]) {
  const customerUid = useCurrentCustomer()?.customerUid;
  return useCallback(
    (link: WidgetLink): string | null => {
      if (!routes.includes(link.route)) return null;
      try {
        return customerPath(fillPattern(link.route, link.params), customerUid, link.query);
      } catch {
        return null; // a parameter is missing
      }
    },
    [routes, customerUid],
  );
}
