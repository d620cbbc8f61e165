import { useCallback } from 'react';
import { signOut, useAppDispatch } from '@vws/shared/core';

/** Sign-out of spec §4: the shared thunk clears the session, reports failures and goes to /signin. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await dispatch(signOut());
  }, [dispatch]);
}
