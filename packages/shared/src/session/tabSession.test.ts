import { createPortalStore } from '../api/store';
import { customerChanged } from './actions';
import { customersLoaded, profilePermissionsLoaded, sessionStarted } from './sessionSlice';
import { writeStoredSession } from './storedSession';

const dana = { user_uid: 'u-dana', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };
const muster = { customer_uid: 'c-muster', name: 'Muster GmbH' };
const beispiel = { customer_uid: 'c-beispiel', name: 'Beispiel AG' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function workIn(customer: typeof muster) {
  const store = createPortalStore();
  writeStoredSession({ sessionId: 's-1', user: dana });
  store.dispatch(sessionStarted({ user: dana, sessionId: 's-1' }));
  store.dispatch(customersLoaded([muster, beispiel]));
  store.dispatch(profilePermissionsLoaded(['META_Manage_Users']));
  store.dispatch(customerChanged({ customerUid: customer.customer_uid, name: customer.name, permissions: ['VWS_Select'] }));
  return store;
}

describe("the tab's overall store in sessionStorage (spec §9)", () => {
  it('a reloaded tab continues in its customer with what it knew', () => {
    workIn(beispiel);
    const reloaded = createPortalStore().getState().session;
    expect(reloaded.user).toEqual(dana);
    expect(reloaded.currentCustomer).toEqual({ customerUid: 'c-beispiel', name: 'Beispiel AG' });
    expect(reloaded.customerPermissions).toEqual(['VWS_Select']);
    expect(reloaded.profilePermissions).toEqual(['META_Manage_Users']);
    expect(reloaded.customersLoaded).toBe(false); // start-up checks the list again
  });

  it('is not taken up once another session has started (other user or new sign-in)', () => {
    workIn(beispiel);
    writeStoredSession({ sessionId: 's-2', user: { ...dana, user_uid: 'u-max' } });
    const reloaded = createPortalStore().getState().session;
    expect(reloaded.sessionId).toBe('s-2');
    expect(reloaded.currentCustomer).toBeNull();
    expect(reloaded.customerPermissions).toEqual([]);
  });

  it('a store created with explicit state ignores it', () => {
    workIn(muster);
    const store = createPortalStore({});
    expect(store.getState().session.currentCustomer).toBeNull();
  });
});
