import { useAppSelector } from '../api/store';
import type { Customer, UserModel } from '../api/types';
import type { CurrentCustomer } from './sessionSlice';

export function useSession(): { user: UserModel | null; isSignedIn: boolean; sessionId: string | null } {
  const user = useAppSelector((state) => state.session.user);
  const sessionId = useAppSelector((state) => state.session.sessionId);
  return { user, isSignedIn: user !== null, sessionId };
}

export function useCurrentCustomer(): CurrentCustomer | null {
  return useAppSelector((state) => state.session.currentCustomer);
}

export function useCustomers(): Customer[] {
  return useAppSelector((state) => state.session.customers);
}

/** Whether the customer list has been loaded (or failed to load) since sign-in. */
export function useCustomersLoaded(): boolean {
  return useAppSelector((state) => state.session.customersLoaded);
}
