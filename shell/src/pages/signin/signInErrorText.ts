import type { TFunction } from 'i18next';
import { errorBody, type SessionCallError } from '@vws/shared/core';

/** The message for a refused sign-in (spec §8 catalogue; the same text for unknown e-mail and wrong password). */
export function signInErrorText(t: TFunction, error: SessionCallError | undefined): string {
  const body = errorBody(error);
  switch (body?.error) {
    case 'invalidCredentials':
      return t('common:errors.invalidCredentials');
    case 'signInLocked':
      return t('common:errors.signInLocked', { minutes: body.minutes ?? '?' });
    case 'requestLimitReached':
      return t('common:errors.requestLimitReached');
    default:
      break;
  }
  if (error?.status === 401) return t('common:errors.invalidCredentials');
  if (error?.status === 'FETCH_ERROR') return t('common:errors.network');
  return t('shell:signIn.failed');
}
