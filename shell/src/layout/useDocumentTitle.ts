import { useEffect } from 'react';
import { useTranslation } from '@vws/shared/core';

/** The document title: the current customer's name, else the app name (spec §2 Layout). */
export function useDocumentTitle(customerName?: string | null): void {
  const { t } = useTranslation('shell');
  const appName = t('appName');
  useEffect(() => {
    document.title = customerName || appName;
  }, [customerName, appName]);
}
