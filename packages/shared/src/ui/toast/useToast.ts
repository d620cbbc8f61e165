import { useMemo } from 'react';
import { showToast, type ToastSeverity } from './toastBus';

export interface ToastApi {
  success(detail: string, summary?: string): void;
  info(detail: string, summary?: string): void;
  warn(detail: string, summary?: string): void;
  error(detail: string, summary?: string): void;
}

function toastApi(): ToastApi {
  const show = (severity: ToastSeverity) => (detail: string, summary?: string) => showToast({ severity, detail, summary });
  return { success: show('success'), info: show('info'), warn: show('warn'), error: show('error') };
}

/** Shows toasts through the one mounted PortalToast; texts are passed already translated. */
export function useToast(): ToastApi {
  return useMemo(toastApi, []);
}

/** The same outside React (thunks, event handlers in plain modules). */
export const toast: ToastApi = toastApi();
