/**
 * Tabs share the refresh cookie, and the server revokes the whole session when a used refresh
 * token comes back (reuse detection, DESIGN.md §6). So two tabs must never refresh with the same
 * token at once: the refresh runs under a Web Lock shared by all tabs of the origin, and a tab
 * that gets the lock after another tab has refreshed (since its own failed request was sent)
 * simply retries with the new cookie.
 */

export const REFRESH_LOCK_NAME = 'vws-token-refresh';
export const LAST_REFRESH_KEY = 'vws.lastTokenRefresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { locks?: LockManagerLike }).locks;
}

function lastRefreshAt(): number {
  try {
    return Number(window.localStorage.getItem(LAST_REFRESH_KEY)) || 0;
  } catch {
    return 0;
  }
}

function markRefreshed(): void {
  try {
    window.localStorage.setItem(LAST_REFRESH_KEY, String(Date.now()));
  } catch {
    // Without storage other tabs just refresh themselves.
  }
}

/**
 * Runs refresh() unless another tab refreshed after `failedRequestSentAt` (then 'elsewhere': the
 * caller retries with the new cookie). `succeeded` tells whether the outcome renewed the tokens.
 */
export async function refreshAcrossTabs<T>(
  failedRequestSentAt: number,
  refresh: () => Promise<T>,
  succeeded: (outcome: T) => boolean,
): Promise<T | 'elsewhere'> {
  const run = async (): Promise<T | 'elsewhere'> => {
    if (lastRefreshAt() > failedRequestSentAt) return 'elsewhere';
    const outcome = await refresh();
    if (succeeded(outcome)) markRefreshed();
    return outcome;
  };
  const locks = lockManager();
  return locks ? locks.request(REFRESH_LOCK_NAME, run) : run();
}
