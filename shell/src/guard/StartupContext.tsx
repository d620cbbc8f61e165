import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadStartup, useAppDispatch } from '@vws/shared/core';

const StartupContext = createContext(false);

/** Runs the start-up loading once; the guard waits for it before judging customer and permissions. */
export function StartupProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // The guarded page renders once start-up is done: as a transition, in slices (not one long task).
    void dispatch(loadStartup()).finally(() => !cancelled && startTransition(() => setDone(true)));
    return () => {
      cancelled = true;
    };
  }, [dispatch]);
  return <StartupContext.Provider value={done}>{children}</StartupContext.Provider>;
}

export function useStartupDone(): boolean {
  return useContext(StartupContext);
}
