import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { documentNavigation } from './documentNavigation';
import { isSessionTakeoverNeeded, SESSION_KEY, takeOverSession, useAppDispatch, useAppSelector } from '@vws/shared/core';

/**
 * Spec §2/§4: if the stored session id differs from this tab's (another tab signed in as someone
 * else, or signed out), the session is taken over and the user goes to /customers?userHasChanged=1
 * (to /signin when nobody is signed in any more). Checked on every navigation and whenever another
 * tab writes the session to localStorage.
 */
export function useSessionTakeover(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionId = useAppSelector((state) => state.session.sessionId);
  const takingOver = useRef(false);

  const check = useCallback(async () => {
    if (takingOver.current || !isSessionTakeoverNeeded(sessionId)) return;
    takingOver.current = true;
    try {
      const result = await dispatch(takeOverSession());
      const signedIn = takeOverSession.fulfilled.match(result) && result.payload.signedIn;
      if (signedIn) navigate('/customers?userHasChanged=1', { replace: true });
      else documentNavigation.replace('/signin');
    } finally {
      takingOver.current = false;
    }
  }, [dispatch, navigate, sessionId]);

  useEffect(() => {
    void check();
  }, [check, location.pathname, location.search]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) void check();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [check]);
}
