import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppDispatch, RootState } from '../api/store';

/** Why a session thunk failed: the HTTP status (or FETCH_ERROR) and the server's error body. */
export type SessionCallError = Pick<FetchBaseQueryError, 'status'> & { data?: unknown };

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: SessionCallError;
}>();

/** A serialisable rejection from whatever unwrap() threw. */
export function toSessionCallError(error: unknown): SessionCallError {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as FetchBaseQueryError & { data?: unknown };
    return { status, data } as SessionCallError;
  }
  return { status: 'CUSTOM_ERROR', data: { error: 'unexpected', message: String(error) } } as SessionCallError;
}
