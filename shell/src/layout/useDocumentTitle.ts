import { useLayoutDocumentTitle, useTranslation } from '@vws/shared/core';

/** The layout's document title: the current customer's name, else the app name (spec §2 Layout); a report page's own title wins. */
export function useDocumentTitle(customerName?: string | null): void {
  const { t } = useTranslation('shell');
  useLayoutDocumentTitle(customerName || t('appName'));
}
