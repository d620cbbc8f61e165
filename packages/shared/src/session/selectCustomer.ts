import { api } from '../api/platformEndpoints';
import { errorCode } from '../api/errors';
import { customerChanged } from './actions';
import { createAppAsyncThunk, toSessionCallError } from './createAppAsyncThunk';
import { loadCustomers } from './loaders';
import { preferences } from './preferences';
import { sessionStore } from './sessionStore';
import { customerPermissionsLoaded } from './sessionSlice';

export interface SelectedCustomer {
  customerUid: string;
  name: string;
}

/**
 * Switches to another customer (database): loads the user's permissions in it, then clears every
 * cached content of the previous one (the API cache, the tab's module stores and, through
 * `customerChanged`, the domain slices) and remembers the choice. Rejects when the user may not
 * select the customer or its database is not available; the caller then goes to
 * /customers?customerDBNotAvailable=1.
 */
export const selectCustomer = createAppAsyncThunk<SelectedCustomer, string>(
  'session/selectCustomer',
  async (customerUid, { dispatch, getState, rejectWithValue }) => {
    const known = getState().session;
    let customer = known.customers.find((c) => c.customer_uid === customerUid);
    if (!customer) {
      // Not loaded yet, or the user became a member after the list was loaded.
      const customers = (await loadCustomers(dispatch)) ?? [];
      customer = customers.find((c) => c.customer_uid === customerUid);
    }
    if (!customer) {
      return rejectWithValue({ status: 403, data: { error: 'forbidden', message: 'Not a member of this customer' } });
    }

    let permissions: string[];
    try {
      const answer = await dispatch(api.endpoints.getCustomerPermissions.initiate({ customerUid }, { subscribe: false, forceRefetch: true })).unwrap();
      permissions = answer.permissions;
    } catch (error) {
      const rejection = toSessionCallError(error);
      // Tell the caller which kind of failure it was; customerDBNotAvailable is the usual one.
      return rejectWithValue(errorCode(error) ? rejection : { ...rejection, data: { error: 'customerDBNotAvailable' } });
    }

    const selected = { customerUid, name: customer.name };
    preferences.set({ customerDatabaseUid: customerUid, customerDatabaseName: customer.name });
    if (getState().session.currentCustomer?.customerUid === customerUid) {
      dispatch(customerPermissionsLoaded(permissions));
      return selected;
    }
    // The tab's stores first (the new session state is written there again), then the new
    // customer, so that anything refetching after the cache reset asks for the new one.
    sessionStore.clearAll();
    dispatch(customerChanged({ ...selected, permissions }));
    dispatch(api.util.resetApiState());
    return selected;
  },
);
