import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { errorBody, errorStatus, isNetworkError } from '../api/errors';
import { i18n } from '../i18n';

export interface ErrorMessageProps {
  /** The failed call (the RTK Query `error`): its code or status picks the catalogue text of spec §8. */
  error: unknown;
  /** Replaces the catalogue text only where no catalogue entry fits (kept for older remotes). */
  text?: string;
  /** What failed: a save that has no more specific catalogue text says 'Die Daten konnten nicht gespeichert werden.' */
  action?: 'load' | 'save';
  onRetry?: () => void;
  className?: string;
}

const CODE_TO_KEY: Record<string, string> = {
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  customerDBNotAvailable: 'errors.customerDBNotAvailable',
  itemHasBeenChanged: 'errors.itemHasBeenChanged',
  requestLimitReached: 'errors.requestLimitReached',
  signInLocked: 'errors.signInLocked',
  invalidCredentials: 'errors.invalidCredentials',
  validation: 'errors.validation',
};

/** The i18n key (common namespace) of the catalogue text for a failed call. */
export function errorMessageKey(error: unknown, action: 'load' | 'save' = 'load'): string {
  if (isNetworkError(error)) return 'errors.network';
  const code = errorBody(error)?.error;
  if (code && CODE_TO_KEY[code]) return CODE_TO_KEY[code];
  const status = errorStatus(error);
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 429) return 'errors.requestLimitReached';
  if (status === 503) return 'errors.customerDBNotAvailable';
  if (action === 'save') return 'errors.saveFailed';
  if (status !== undefined && status >= 500) return 'errors.serverError';
  return 'errors.loadFailed';
}

/** Answers whose catalogue text says more than the server's own message (or that carry no message of ours). */
const CATALOGUE_STATUSES = new Set([401, 403, 404, 429]);

/**
 * The server's own message for a refused request the catalogue has no entry for (e.g. 409
 * userAlreadyMember, lastDsb): it names the conflict, in the language the client sent as
 * Accept-Language, where "Die Daten konnten nicht geladen werden." would only confuse.
 */
export function serverConflictMessage(error: unknown): string | undefined {
  const body = errorBody(error);
  const status = errorStatus(error);
  if (!body || status === undefined || status < 400 || status >= 500 || CATALOGUE_STATUSES.has(status)) return undefined;
  if (CODE_TO_KEY[body.error] || typeof body.message !== 'string' || body.message.trim() === '') return undefined;
  return body.message;
}

/** What to tell the user about a failed call: the server's message for a conflict the catalogue has no text for, else the catalogue's. */
export function errorMessageText(error: unknown, action: 'load' | 'save' = 'load'): string {
  return serverConflictMessage(error) ?? i18n.t(`common:${errorMessageKey(error, action)}`, { minutes: errorBody(error)?.minutes });
}

/** An inline error with an optional retry, e.g. where a list or page failed to load. */
export function ErrorMessage({ text, error, action, onRetry, className }: ErrorMessageProps) {
  // The hook re-renders the message when the language changes.
  const { t } = useTranslation('common');
  const content = text ?? errorMessageText(error, action);
  return (
    // PrimeReact's Message is the alert itself.
    <div className={['vws-error-message flex flex-wrap align-items-center gap-2', className].filter(Boolean).join(' ')}>
      <Message severity="error" text={content} />
      {onRetry && <Button type="button" label={t('actions.retry')} icon="pi pi-refresh" text onClick={onRetry} />}
    </div>
  );
}
