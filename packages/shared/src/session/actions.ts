import { createAction } from '@reduxjs/toolkit';

/**
 * Actions every slice may respond to. Domain slices listen for them in extraReducers so that a
 * reset or a customer switch leaves no content of the previous session or customer behind.
 */

/** The session is over (sign-out, failed refresh): every slice returns to its initial state. */
export const sessionReset = createAction('session/reset');

/** Another customer was selected: every slice drops content of the previous customer. */
export const customerChanged = createAction<{ customerUid: string; name: string; permissions: string[] }>('session/customerChanged');
