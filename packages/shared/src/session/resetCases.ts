import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { customerChanged, sessionReset } from './actions';

/**
 * For a domain slice's extraReducers: return to the initial state when the session ends or the
 * customer changes, so no content of another user or customer survives (spec §4).
 *
 *   extraReducers: (builder) => clearOnSessionOrCustomerChange(builder, initialState)
 */
export function clearOnSessionOrCustomerChange<State>(
  builder: ActionReducerMapBuilder<State>,
  initialState: State | (() => State),
): ActionReducerMapBuilder<State> {
  const fresh = () => (typeof initialState === 'function' ? (initialState as () => State)() : initialState);
  return builder.addCase(sessionReset, fresh).addCase(customerChanged, fresh);
}
