import { createSlice } from '@reduxjs/toolkit';
import { customerChanged, sessionReset } from './actions';
import { clearOnSessionOrCustomerChange } from './resetCases';
import { customersFailed, customersLoaded, sessionSlice, sessionStarted } from './sessionSlice';

const reduce = sessionSlice.reducer;
const dana = { user_uid: 'u-dana', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };
const muster = { customer_uid: 'c-muster', name: 'Muster GmbH' };

function withCustomer() {
  let state = reduce(undefined, sessionStarted({ user: dana, sessionId: 's-1' }));
  state = reduce(state, customersLoaded([muster]));
  return reduce(state, customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions: ['VWS_Select'] }));
}

describe('sessionSlice', () => {
  it('keeps the current customer while it is in a reloaded list, with its new name', () => {
    const state = reduce(withCustomer(), customersLoaded([{ customer_uid: 'c-muster', name: 'Muster GmbH & Co. KG' }]));
    expect(state.currentCustomer).toEqual({ customerUid: 'c-muster', name: 'Muster GmbH & Co. KG' });
    expect(state.customerPermissions).toEqual(['VWS_Select']);
  });

  it('drops the current customer and its permissions when the list no longer has it', () => {
    const state = reduce(withCustomer(), customersLoaded([{ customer_uid: 'c-beispiel', name: 'Beispiel AG' }]));
    expect(state.currentCustomer).toBeNull();
    expect(state.customerPermissions).toEqual([]);
  });

  it('clears the selection when the customers cannot be loaded (spec §8)', () => {
    const state = reduce(withCustomer(), customersFailed());
    expect(state.currentCustomer).toBeNull();
    expect(state.customers).toEqual([]);
    expect(state.customersLoaded).toBe(true);
  });

  it('forgets everything on session reset', () => {
    const state = reduce(withCustomer(), sessionReset());
    expect(state).toMatchObject({ user: null, sessionId: null, customers: [], currentCustomer: null, customerPermissions: [], profilePermissions: [] });
  });
});

describe('clearOnSessionOrCustomerChange', () => {
  const notes = createSlice({
    name: 'notes',
    initialState: { items: [] as string[] },
    reducers: { added: (state, action: { payload: string }) => void state.items.push(action.payload) },
    extraReducers: (builder) => clearOnSessionOrCustomerChange(builder, { items: [] as string[] }),
  });

  it('empties a domain slice on customer change and on session reset', () => {
    const filled = notes.reducer(undefined, notes.actions.added('Muster-Inhalt'));
    expect(notes.reducer(filled, customerChanged({ customerUid: 'c-2', name: 'B', permissions: [] })).items).toEqual([]);
    expect(notes.reducer(filled, sessionReset()).items).toEqual([]);
  });
});
