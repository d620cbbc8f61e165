import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS, VVT_FREITEXT_KEY } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { loadFreitext } from '../../../platform/kit/freitext';
import { viewerOf } from '../queries/access';
import type { VvtListCache } from '../queries/list-cache';
import { vvtGroups, vvtNameList } from '../queries/list';
import { vvtListPage } from '../queries/list-page';
import type { VvtContext } from '../tables';
import { listEnvelope } from './serialize';

/** The register lists: every record the caller may see (all, or only the assigned ones). */
export const listRoutes: FastifyPluginAsync<{ listCache: VvtListCache }> = async (app, { listCache }) => {
  // 10,000 rows: the cached JSON text built by PostgreSQL already has the contract's shape and is
  // sent as it is (the tests check it against the contract).
  // With rows=…: one filtered, sorted page, the counts and the matching ids (the list screen).
  contractRoute(app, VVT_ENDPOINTS.verarbeitungen, async (request, reply) => {
    const viewer = viewerOf(request);
    const { rows } = request.query;
    const body = await request.withTenant(async ({ db, customer }: VvtContext) => {
      const textModel = await loadFreitext(db, VVT_FREITEXT_KEY);
      if (rows === undefined) return listEnvelope(await listCache.get(db, customer.customerUid, viewer), textModel);
      const page = await vvtListPage(db, viewer, { ...request.query, rows });
      return `${listEnvelope(page.json, textModel).slice(0, -1)},"matching":${page.matching},"total":${page.total},"ids":${JSON.stringify(page.ids)}}`;
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  contractRoute(app, VVT_ENDPOINTS.nameList, async (request) => {
    const viewer = viewerOf(request);
    return { verarbeitungen_name_list: await request.withTenant(({ db }: VvtContext) => vvtNameList(db, viewer)) };
  });

  contractRoute(app, VVT_ENDPOINTS.gruppen, async (request) => {
    const viewer = viewerOf(request);
    return { gruppen: await request.withTenant(({ db }: VvtContext) => vvtGroups(db, viewer)) };
  });
};
