import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { subscribeToasts } from '@vws/shared';

/** The one toast outlet of the page (spec §9: at most 8, 5000 ms, close button, no progress bar). */
export function ShellToast() {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      subscribeToasts((message) => {
        toast.current?.show({ ...message, life: message.life ?? 5000 });
      }),
    [],
  );
  return <Toast ref={toast} position="top-right" />;
}
