import { useEffect } from 'react';
import { useAppSelector, useTranslation } from '@vws/shared';

/** The document title: the current customer's name, else the app name (spec §2 Layout). */
export function useDocumentTitle(): void {
  const customerName = useAppSelector((state) => state.session.currentCustomer?.name);
  const { t } = useTranslation('shell');
  const appName = t('appName');
  useEffect(() => {
    document.title = customerName || appName;
  }, [customerName, appName]);
}
