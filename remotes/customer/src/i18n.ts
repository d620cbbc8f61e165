import { registerNamespace } from '@vws/shared';
import de from '@vws/shared/i18n/customer/de.json';
import en from '@vws/shared/i18n/customer/en.json';

export const CUSTOMER_NAMESPACE = 'customer';

export function registerCustomerTexts(): void {
  registerNamespace(CUSTOMER_NAMESPACE, { de, en });
}
