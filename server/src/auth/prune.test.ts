import { createTestApp, type TestApp } from '../../test/app';
import { pruneAuthBookkeeping } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('removes expired tokens, long-ended sessions and old sign-in attempts, and keeps live ones', async () => {
  const live = await t.signIn('dsb@example.com');
  const old = await t.signIn('po@example.com');
  const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  await t.db.updateTable('meta.sessions').set({ revoked_at: longAgo }).where('user_uid', '=', old.usermodel.user_uid).execute();
  await t.db.updateTable('meta.refresh_tokens').set({ expires_at: longAgo }).where('user_uid', '=', old.usermodel.user_uid).execute();
  await t.db.insertInto('meta.sign_in_attempts').values({ email: 'alt@example.com', ip: null, succeeded: false, created_at: longAgo }).execute();

  await pruneAuthBookkeeping(t.db);

  const sessions = await t.db.selectFrom('meta.sessions').select('user_uid').execute();
  expect(sessions.map((s) => s.user_uid)).toContain(live.usermodel.user_uid);
  expect(sessions.map((s) => s.user_uid)).not.toContain(old.usermodel.user_uid);
  const tokens = await t.db.selectFrom('meta.refresh_tokens').select('user_uid').execute();
  expect(tokens.map((r) => r.user_uid)).toEqual([live.usermodel.user_uid]);
  const attempts = await t.db.selectFrom('meta.sign_in_attempts').select('email').where('email', '=', 'alt@example.com').execute();
  expect(attempts).toEqual([]);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/token-refresh', headers: live.headers })).statusCode).toBe(200);
});
