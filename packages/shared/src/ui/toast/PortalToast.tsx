import { Toast, type ToastMessage as PrimeToastMessage } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { subscribeToasts } from './toastBus';

/** Spec §9: at most 8 toasts at once, 5000 ms, no progress bar, close button on hover. */
export const MAX_TOASTS = 8;
export const TOAST_LIFE_MS = 5000;

// Inline so the behaviour does not depend on the host's CSS loaders.
const HOVER_CLOSE_CSS = `
.vws-toast .p-toast-icon-close { opacity: 0; transition: opacity .15s; }
.vws-toast .p-toast-message:hover .p-toast-icon-close,
.vws-toast .p-toast-icon-close:focus-visible { opacity: 1; }
.vws-toast .p-toast-message-content .p-progressbar { display: none; }
`;

let nextId = 1;

/** Mount once (the shell's layout, or an embedded module's root); shows what showToast/useToast publish. */
export function PortalToast({ position = 'top-right' }: { position?: 'top-right' | 'bottom-right' | 'top-center' }) {
  const toast = useRef<Toast>(null);
  const shown = useRef<PrimeToastMessage[]>([]);

  useEffect(
    () =>
      subscribeToasts((message) => {
        const primeMessage: PrimeToastMessage = {
          id: `vws-toast-${nextId++}`,
          severity: message.severity,
          summary: message.summary,
          detail: message.detail,
          life: message.life ?? TOAST_LIFE_MS,
          sticky: message.sticky,
          closable: true,
        };
        while (shown.current.length >= MAX_TOASTS) {
          const oldest = shown.current.shift() as PrimeToastMessage;
          toast.current?.remove(oldest);
        }
        shown.current.push(primeMessage);
        toast.current?.show(primeMessage);
      }),
    [],
  );

  return (
    <>
      <style>{HOVER_CLOSE_CSS}</style>
      <Toast
        ref={toast}
        position={position}
        className="vws-toast"
        onRemove={(message) => {
          shown.current = shown.current.filter((m) => m.id !== message.id);
        }}
      />
    </>
  );
}
