import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectCustomer, useAppDispatch, useAppSelector } from '@vws/shared/core';

export type CustomerQueryState = 'ready' | 'switching' | 'missing';

export const CUSTOMER_DB_NOT_AVAILABLE_PATH = '/customers?customerDBNotAvailable=1';

/**
 * Spec §2: a cuid query that differs from the current customer switches the customer database;
 * if that fails the user goes to /customers?customerDBNotAvailable=1. 'missing' = no cuid and no
 * current customer.
 */
export function useCustomerFromQuery(cuid: string | null, enabled: boolean): CustomerQueryState {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector((state) => state.session.currentCustomer?.customerUid ?? null);
  const [failedCuid, setFailedCuid] = useState<string | null>(null);
  const needsSwitch = enabled && !!cuid && cuid !== current && cuid !== failedCuid;

  useEffect(() => {
    if (!needsSwitch || !cuid) return;
    let cancelled = false;
    void dispatch(selectCustomer(cuid)).then((result) => {
      if (cancelled || !selectCustomer.rejected.match(result)) return;
      setFailedCuid(cuid);
      navigate(CUSTOMER_DB_NOT_AVAILABLE_PATH, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [needsSwitch, cuid, dispatch, navigate]);

  if (!enabled) return 'ready';
  if (needsSwitch || (cuid && cuid === failedCuid)) return 'switching';
  if (!cuid && !current) return 'missing';
  return 'ready';
}
