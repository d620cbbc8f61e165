import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'customer' texts, bundled with this remote and registered when it loads (typed keys). */
export const customerTexts = defineNamespace('customer', { de, en });
export const useCustomerTranslation = customerTexts.useTranslation;

export function registerCustomerTexts(): void {
  customerTexts.register();
}
