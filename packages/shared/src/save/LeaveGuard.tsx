import { useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';

interface LeaveDialogProps {
  visible: boolean;
  onLeave: () => void;
  onStay: () => void;
}

function LeaveDialog({ visible, onLeave, onStay }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onStay}
      header={t('unsaved.header')}
      message={t('unsaved.message')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('unsaved.leave')}
      rejectLabel={t('unsaved.stay')}
      accept={onLeave}
      reject={onStay}
      acceptClassName="p-button-danger"
      // Enter keeps the page: losing edits takes a deliberate choice (issue 24).
      defaultFocus="reject"
    />
  );
}

/** With a data router: react-router's blocker stops every navigation away. */
function RouterBlocker({ when, bypass }: { when: boolean; bypass: RefObject<boolean> }) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        when && !bypass.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [when, bypass],
    ),
  );
  // ConfirmDialog calls onHide after accept as well; a reset after proceed would cancel the leave.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === 'blocked') leaving.current = false;
  }, [blocker.state]);
  return (
    <LeaveDialog
      visible={blocker.state === 'blocked'}
      onLeave={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onStay={() => {
        if (!leaving.current) blocker.reset?.();
      }}
    />
  );
}

/**
 * Without a data router (a module embedded in a foreign page, a test's MemoryRouter) useBlocker is
 * not available: catch clicks on in-app links (sidebar, top bar) before the router sees them.
 */
function LinkClickBlocker({ when, bypass }: { when: boolean; bypass: RefObject<boolean> }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const onClick = (event: MouseEvent) => {
      if (bypass.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when, bypass]);
  return (
    <LeaveDialog
      visible={target !== null}
      onLeave={() => {
        bypass.current = true;
        const to = target;
        setTarget(null);
        if (to) navigate(to);
      }}
      onStay={() => setTarget(null)}
    />
  );
}

/**
 * Unsaved changes are not lost silently (spec-derived): leaving the page, closing the tab or
 * calling `guard(action)` for in-page navigation asks first while `when` is true.
 */
export interface LeaveGuard {
  /** Runs `action` (an in-page navigation) now, or after the user agreed to drop the changes. */
  guard: (action: () => void) => void;
  /** For navigation right after a successful save, before the re-render clears `when`. */
  allowNext: () => void;
  /** The dialogs; render it once in the page. */
  element: ReactNode;
}

export function useLeaveGuard(when: boolean): LeaveGuard {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const bypass = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    bypass.current = false;
  }, [when]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const guard = useCallback(
    (action: () => void) => {
      if (!when) return action();
      setPending(() => action);
    },
    [when],
  );

  const element = (
    <>
      {dataRouter ? <RouterBlocker when={when} bypass={bypass} /> : <LinkClickBlocker when={when} bypass={bypass} />}
      <LeaveDialog
        visible={pending !== null}
        onLeave={() => {
          bypass.current = true;
          const action = pending;
          setPending(null);
          action?.();
        }}
        onStay={() => setPending(null)}
      />
    </>
  );
  const allowNext = useCallback(() => {
    bypass.current = true;
  }, []);
  return { guard, allowNext, element };
}
