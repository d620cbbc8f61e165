import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'audit' texts, bundled with this remote and registered when it loads (typed keys). */
export const auditTexts = defineNamespace('audit', { de, en });
export const useAuditTranslation = auditTexts.useTranslation;

export function registerAuditTexts(): void {
  auditTexts.register();
}
