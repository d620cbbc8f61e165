import { registerNamespace } from '@vws/shared';
import de from '@vws/shared/i18n/audit/de.json';
import en from '@vws/shared/i18n/audit/en.json';

/** Registers the 'audit' namespace (de and en have the same keys; i18n.test.ts checks it). */
export function registerAuditTexts(): void {
  registerNamespace('audit', { de, en });
}
