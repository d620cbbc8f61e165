import { lazy, Suspense, useEffect, useState } from 'react';
import { toastWaiting, whenToastWaits, type ToastPosition } from './toastBus';

export { MAX_TOASTS, TOAST_LIFE_MS } from './toastBus';

// PrimeReact's Toast (with its styles and transitions) is not needed before the first message: it
// loads then, and the message waits on the bus meanwhile (issue 28: start-up JavaScript).
const ToastHost = lazy(() => import('./ToastHost'));

/** Mount once (the shell's layout, or an embedded module's root); shows what showToast/useToast publish. */
export function PortalToast({ position = 'top-right' }: { position?: ToastPosition }) {
  const [needed, setNeeded] = useState(toastWaiting);
  useEffect(() => (needed ? undefined : whenToastWaits(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost position={position} />
    </Suspense>
  ) : null;
}
