import { Toast, type ToastMessage as PrimeToastMessage } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { MAX_TOASTS, TOAST_LIFE_MS, subscribeToasts, type ToastPosition } from './toastBus';

// Inline so the behaviour does not depend on the host's CSS loaders.
const HOVER_CLOSE_CSS = `
.vws-toast .p-toast-icon-close { opacity: 0; transition: opacity .15s; }
.vws-toast .p-toast-message:hover .p-toast-icon-close,
.vws-toast .p-toast-icon-close:focus-visible { opacity: 1; }
.vws-toast .p-toast-message-content .p-progressbar { display: none; }
`;

let nextId = 1;

/** PrimeReact's Toast showing what showToast/useToast publish (loaded by PortalToast with the first message). */
export default function ToastHost({ position }: { position: ToastPosition }) {
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
