import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer, UserModel, UserProfileData } from '../api/types';
import { customerChanged, sessionReset } from './actions';
import { readStoredSession } from './storedSession';

export interface CurrentCustomer {
  customerUid: string;
  name: string;
}

export interface SessionState {
  /** The signed-in user (sign-in usermodel, refreshed from the profile), null when signed out. */
  user: UserModel | null;
  /** Derived from the user model at sign-in; compared with localStorage to notice other tabs. */
  sessionId: string | null;
  /** The customers (databases) the user is a member of. */
  customers: Customer[];
  customersLoaded: boolean;
  /** The last GET /meta/customers failed: "nothing assigned" would be untrue, the list says loading failed and offers a retry. */
  customersLoadFailed: boolean;
  currentCustomer: CurrentCustomer | null;
  /** The user's grants in the current customer, computed_* included (GET /meta/customer/permissions). */
  customerPermissions: string[];
  /** META_* and USER_DENY_* of the user profile (GET /meta/userprofile/permissions). */
  profilePermissions: string[];
}

function initialState(): SessionState {
  // A reloaded page is still signed in: the cookies are httpOnly, the user model is in localStorage.
  const stored = readStoredSession();
  return {
    user: stored?.user ?? null,
    sessionId: stored?.sessionId ?? null,
    customers: [],
    customersLoaded: false,
    customersLoadFailed: false,
    currentCustomer: null,
    customerPermissions: [],
    profilePermissions: [],
  };
}

const signedOutState = (): SessionState => ({
  user: null,
  sessionId: null,
  customers: [],
  customersLoaded: false,
  customersLoadFailed: false,
  currentCustomer: null,
  customerPermissions: [],
  profilePermissions: [],
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: UserModel; sessionId: string }>) {
      return { ...signedOutState(), user: action.payload.user, sessionId: action.payload.sessionId };
    },
    /** Sign-out has begun: the session id is gone, the rest follows when the server has answered. */
    sessionIdCleared(state) {
      state.sessionId = null;
    },
    profileLoaded(state, action: PayloadAction<UserProfileData>) {
      state.user = { ...action.payload };
    },
    customersLoaded(state, action: PayloadAction<Customer[]>) {
      state.customers = action.payload;
      state.customersLoaded = true;
      state.customersLoadFailed = false;
      const current = state.currentCustomer;
      const stillThere = current && action.payload.find((c) => c.customer_uid === current.customerUid);
      if (current && !stillThere) {
        state.currentCustomer = null;
        state.customerPermissions = [];
      } else if (current && stillThere) {
        current.name = stillThere.name;
      }
    },
    /** Loading the customers failed: spec §8 "Failure to load customers clears the selection". */
    customersFailed(state) {
      state.customers = [];
      state.customersLoaded = true;
      state.customersLoadFailed = true;
      state.currentCustomer = null;
      state.customerPermissions = [];
    },
    customerCleared(state) {
      state.currentCustomer = null;
      state.customerPermissions = [];
    },
    customerPermissionsLoaded(state, action: PayloadAction<string[]>) {
      state.customerPermissions = action.payload;
    },
    profilePermissionsLoaded(state, action: PayloadAction<string[]>) {
      state.profilePermissions = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionReset, () => signedOutState())
      .addCase(customerChanged, (state, action) => {
        state.currentCustomer = { customerUid: action.payload.customerUid, name: action.payload.name };
        state.customerPermissions = action.payload.permissions;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectSessionId: (state) => state.sessionId,
    selectCustomers: (state) => state.customers,
    selectCurrentCustomer: (state) => state.currentCustomer,
    selectCustomerPermissions: (state) => state.customerPermissions,
    selectProfilePermissions: (state) => state.profilePermissions,
  },
});

export const {
  sessionStarted,
  sessionIdCleared,
  profileLoaded,
  customersLoaded,
  customersFailed,
  customerCleared,
  customerPermissionsLoaded,
  profilePermissionsLoaded,
} = sessionSlice.actions;

export const { selectUser, selectIsSignedIn, selectSessionId, selectCustomers, selectCurrentCustomer, selectCustomerPermissions, selectProfilePermissions } =
  sessionSlice.selectors;
