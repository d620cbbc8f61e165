import { z } from 'zod';
import { allEndpoints } from '@vws/shared/contract/endpoints';
import { defineEndpoint } from '@vws/shared/contract/endpoint';
import { createTestApp, type TestApp } from '../../test/app';
import { serverModules } from '../modules';
import { contractMismatches } from './contract-check';
import { contractRoute } from './kit/contract-route';
import type { ServerModule } from './module';

const probeAnswer = defineEndpoint({
  method: 'GET',
  path: '/contract-probe/answer',
  access: 'signedIn',
  tag: 'probe',
  summary: 'answers what the query asks, right or wrong',
  query: z.object({ shape: z.enum(['right', 'wrong', 'wrongText']) }),
  response: z.object({ count: z.number().int() }),
});

/** A module whose route can answer off its contract: the drift the tests must catch. */
const driftingModule: ServerModule = {
  name: 'contractprobe',
  tenantMigrations: {},
  routes: async (app) => {
    contractRoute(
      app,
      probeAnswer,
      async (request, reply) => {
        if (request.query.shape === 'wrongText') return reply.type('application/json').send('{"count":"three"}');
        return (request.query.shape === 'right' ? { count: 3 } : { count: 'three' }) as { count: number };
      },
      { validateResponse: false },
    );
  },
};

describe('endpoint contracts and server routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serve every declared endpoint with its method and access, and no route without a contract', () => {
    expect(contractMismatches(allEndpoints(), t.app.platform.routes)).toEqual([]);
  });

  it('finds an endpoint without a route, a route of another access and a route without a contract', () => {
    const [first] = allEndpoints();
    const route = t.app.platform.routes.find((r) => r.url === `/api${first.endpoint.path}` && r.method === first.endpoint.method)!;
    const missing = { name: 'probe.missing', endpoint: { ...first.endpoint, path: '/nowhere' } };
    const otherAccess = { ...route, access: 'public' as const };
    const uncontracted = { ...route, url: '/api/uncontracted', endpoint: undefined };
    const problems = contractMismatches([first, missing], [otherAccess, uncontracted]);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('probe.missing (GET /nowhere) has no server route'),
        expect.stringContaining(`${first.name} (${first.endpoint.method} ${first.endpoint.path}) declares access`),
        expect.stringContaining('/api/uncontracted is served without an endpoint contract'),
      ]),
    );
  });
});

describe('answers checked against their contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...serverModules, driftingModule] });
  });
  afterAll(async () => {
    t.drifts.length = 0; // this file's drifts are deliberate
    await t.close();
  });

  it('passes an answer the contract describes', async () => {
    const dsb = await t.as('dsb@example.com');
    const res = await dsb.get('/api/contract-probe/answer?shape=right');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
  });

  it('turns a drifted answer into a 500 and a reported drift, also when sent as JSON text', async () => {
    const dsb = await t.as('dsb@example.com');
    t.drifts.length = 0;
    expect((await dsb.get('/api/contract-probe/answer?shape=wrong')).statusCode).toBe(500);
    expect((await dsb.get('/api/contract-probe/answer?shape=wrongText')).statusCode).toBe(500);
    expect(t.drifts).toEqual([
      { call: 'GET /contract-probe/answer', issues: [expect.stringContaining('count')] },
      { call: 'GET /contract-probe/answer', issues: [expect.stringContaining('count')] },
    ]);
  });
});
