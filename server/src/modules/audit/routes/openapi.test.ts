import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 60_000);

it('documents every audit call in the OpenAPI description', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const path of Object.values(AUDIT_PATHS)) expect(paths).toContain(`/api${path}`);
});
