import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS, VVT_FREITEXT_KEY } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { freitextRoutes } from '../../../platform/kit/freitext';
import { languageOf } from '../../../platform/messages';
import { viewerOf } from '../queries/access';
import { loadReferences, loadSummaryTotals } from '../queries/reports';
import type { VvtContext } from '../tables';

/** Reference lists, the dashboard totals and the report free text. */
export const referencesRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.referenzen, async (request) => request.withTenant(({ db }: VvtContext) => loadReferences(db, languageOf(request))));

  contractRoute(app, VVT_ENDPOINTS.summaryReport, async (request) => {
    const viewer = viewerOf(request);
    return request.withTenant(({ db }: VvtContext) => loadSummaryTotals(db, viewer));
  });

  await app.register(freitextRoutes({ key: VVT_FREITEXT_KEY, endpoint: VVT_ENDPOINTS.freitext }));
};
