import { LAST_REFRESH_KEY, REFRESH_LOCK_NAME, refreshAcrossTabs } from './crossTabRefresh';

/** A Web Locks stand-in: callbacks under the same name run one after the other. */
function installLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const next = previous.then(callback, callback);
      queues.set(
        name,
        next.catch(() => undefined),
      );
      return next;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return names;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).locks;
});

describe('refreshAcrossTabs (one refresh token, several tabs)', () => {
  it('refreshes and tells other tabs when', async () => {
    const refresh = jest.fn(async () => 'refreshed');
    const before = Date.now();
    expect(await refreshAcrossTabs(before - 1, refresh, (o) => o === 'refreshed')).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem(LAST_REFRESH_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('does not refresh again when another tab refreshed after the failed request was sent', async () => {
    const sentAt = Date.now() - 1000;
    localStorage.setItem(LAST_REFRESH_KEY, String(sentAt + 500));
    const refresh = jest.fn(async () => 'refreshed');
    expect(await refreshAcrossTabs(sentAt, refresh, (o) => o === 'refreshed')).toBe('elsewhere');
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes when the other tab's refresh is older than the failed request", async () => {
    localStorage.setItem(LAST_REFRESH_KEY, String(Date.now() - 60_000));
    const refresh = jest.fn(async () => 'expired');
    expect(await refreshAcrossTabs(Date.now() - 10, refresh, (o) => o === 'refreshed')).toBe('expired');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem(LAST_REFRESH_KEY))).toBeLessThan(Date.now() - 50_000);
  });

  it('two tabs failing at once: under the shared lock only the first one refreshes', async () => {
    const lockNames = installLocks();
    const sentAt = Date.now() - 5;
    let serverCalls = 0;
    const refresh = async () => {
      serverCalls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'refreshed';
    };
    const results = await Promise.all([
      refreshAcrossTabs(sentAt, refresh, (o) => o === 'refreshed'),
      refreshAcrossTabs(sentAt, refresh, (o) => o === 'refreshed'),
    ]);
    expect(serverCalls).toBe(1);
    expect(results).toEqual(['refreshed', 'elsewhere']);
    expect(lockNames).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });
});
