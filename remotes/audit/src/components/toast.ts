import { i18n, toast } from '@vws/shared/core';

/** Toasts through the portal's one toast channel (rendered by the shell's PortalToast). */
export const auditToast = {
  success: (detail: string) => toast.success(detail),
  error: (detail: string) => toast.error(detail),
  /** Spec §8: 'Die Daten konnten nicht gespeichert werden.' */
  saveFailed: () => toast.error(i18n.t('audit:errors.saveFailed')),
};
