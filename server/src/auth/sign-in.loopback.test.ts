import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, TEST_DEMO_PASSWORD } from '../../test/app';

/**
 * Issue 26 item 1 tried again over real sockets: a stranger floods the sign-in of one account from
 * several loopback addresses (127.0.0.x, the client binds its local address) with the production
 * limits, while its owner signs in between, with the device cookie and without it from an address
 * that has not failed. The owner is never refused; the stranger never gets in.
 */
jest.setTimeout(120_000);

const EMAIL = 'po@example.com';
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '20', AUTH_IP_RATE_LIMIT_MAX: '100', LOCKOUT_THRESHOLD: '5', LOCKOUT_GLOBAL_THRESHOLD: '20' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  device?: string;
}

function signIn(from: string, password: string, device?: string): Promise<Answer> {
  const body = JSON.stringify({ email: EMAIL, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/sign-in',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          ...(device ? { cookie: `vws_device=${device}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('vws_device='));
          resolve({ status: res.statusCode ?? 0, device: set?.slice('vws_device='.length).split(';')[0] });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs the attempts `inFlight` at a time, as a flood does. */
async function flood(attempts: (() => Promise<Answer>)[], inFlight: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) statuses.push((await attempts[next++]!()).status);
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return statuses;
}

it('keeps the owner signing in while a stranger floods the account from several loopback addresses', async () => {
  const first = await signIn('127.0.0.10', TEST_DEMO_PASSWORD);
  expect(first.status).toBe(200);
  const device = first.device!;
  expect(device).toBeTruthy();

  const strangers = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'];
  const stranger: number[] = [];
  const owner: { how: string; status: number }[] = [];
  for (let round = 0; round < 10; round++) {
    stranger.push(
      ...(await flood(
        strangers.map((ip, i) => () => signIn(ip, `Geraten-${round}-${i}!`)),
        4,
      )),
    );
    owner.push({ how: 'device, a stranger address', status: (await signIn(strangers[round % strangers.length]!, TEST_DEMO_PASSWORD, device)).status });
    owner.push({ how: 'device, own address', status: (await signIn('127.0.0.10', TEST_DEMO_PASSWORD, device)).status });
    owner.push({ how: 'no device, an address without failures', status: (await signIn(`127.0.0.${20 + round}`, TEST_DEMO_PASSWORD)).status });
  }
  expect(owner.filter((o) => o.status !== 200)).toEqual([]);
  expect(stranger).toHaveLength(80);
  expect(stranger.filter((s) => ![401, 423, 429].includes(s))).toEqual([]);
  // Each stranger address was locked after its LOCKOUT_THRESHOLD failures: at most 5 guesses each.
  expect(stranger.filter((s) => s === 401).length).toBeLessThanOrEqual(strangers.length * 5);

  // A stranger rotating addresses gets one guess per new address, then that address waits too.
  const rotating = await flood(
    Array.from({ length: 20 }, (_, i) => () => signIn(`127.0.0.${100 + i}`, `Rotiert-${i}!`)),
    4,
  );
  expect(rotating.every((s) => s === 401)).toBe(true);
  expect((await signIn('127.0.0.100', 'Rotiert-noch-einmal-1!')).status).toBe(429);
  // The owner: with the device from such an address, and without from an address that has not failed.
  expect((await signIn('127.0.0.100', TEST_DEMO_PASSWORD, device)).status).toBe(200);
  expect((await signIn('127.0.0.200', TEST_DEMO_PASSWORD)).status).toBe(200);
});
