import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from './types';

/** What a failed RTK Query call or unwrap() throws. */
export type ApiCallError = FetchBaseQueryError | SerializedError | undefined | unknown;

/** The HTTP status of a failed call, or undefined when it never got an answer. */
export function errorStatus(error: ApiCallError): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The server's { error, message, ... } body of a failed call, if it sent one. */
export function errorBody(error: ApiCallError): ApiErrorBody | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as ApiErrorBody).error === 'string') {
      return data as ApiErrorBody;
    }
  }
  return undefined;
}

/** The server's error code ('invalidCredentials', 'itemHasBeenChanged', ...), if any. */
export function errorCode(error: ApiCallError): string | undefined {
  return errorBody(error)?.error;
}

export function isNetworkError(error: ApiCallError): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR';
}
