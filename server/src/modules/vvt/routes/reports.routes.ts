import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { defaultReportLevel, VVT_ENDPOINTS, VVT_FREITEXT_KEY } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { loadFreitext } from '../../../platform/kit/freitext';
import { requireCustomer, requireUser } from '../../../platform/request-context';
import { exportFileName, writeWorkbook } from '../../../platform/kit/workbook';
import { failStream } from '../../../platform/kit/stream-drain';
import { registerExportSheets } from '../export/register-sheets';
import { viewerOf } from '../queries/access';
import { loadVerantwortlicher } from '../queries/controller';
import { fullReportRecords } from '../queries/full-report';
import { vvtListReportJson } from '../queries/list-report';
import { loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';
import { writeJsonArray } from './json-stream';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The recipients (linked data transfers) need what GET /vvt/verarbeitung-datenweitergaben needs besides the VVT's view right. */
const SEES_TRANSFERS = ['VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View'] as const;

/** The report calls of spec §7 (list report, full report) and the register export (issue 9). */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  // The rows are JSON text built by PostgreSQL in the contract's shape, sent as they are.
  contractRoute(app, VVT_ENDPOINTS.listReport, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = await request.withTenant(
      async ({ db }: VvtContext) => `{"list":${await vvtListReportJson(db, viewer)},"textModel":${JSON.stringify(await loadFreitext(db, VVT_FREITEXT_KEY))}}`,
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Streamed: the answer is written page by page, never held whole (nor checked) in memory.
  contractRoute(app, VVT_ENDPOINTS.fullReport, async (request, reply) => {
    const viewer = viewerOf(request);
    const { fullReportType: type, IdVerarbeitung, SDM_Ebene_Nr, Gruppe, ID_Status } = request.query;
    // Opens the tenant once before any byte is sent (an unreachable database still answers 503), reading
    // the controller block and who reviewed (their names come from the meta schema, outside the report's transaction).
    const { verantwortlicher, reviewers } = await request.withTenant(async ({ db }: VvtContext) => ({
      verantwortlicher: type === 'external' ? await loadVerantwortlicher(db, requireCustomer(request).name) : undefined,
      reviewers: (await db.selectFrom('vvt_reviews').select('by').distinct().execute()).map((r) => r.by),
    }));
    const reviewerNames = new Map((await loadBenutzer(app.platform.db, reviewers)).map((u) => [u.user_uid, `${u.firstname} ${u.lastname}`.trim()]));
    const options = {
      id: IdVerarbeitung,
      // One record (the print page) whatever its level; otherwise the register's level by default.
      ebene: IdVerarbeitung !== undefined ? undefined : (SDM_Ebene_Nr ?? defaultReportLevel(type)),
      gruppe: Gruppe,
      status: ID_Status?.split(',').map(Number),
      recipients: SEES_TRANSFERS.every((p) => request.permissions?.includes(p)),
      reviewerNames,
    };
    const head = `{"fullReportType":${JSON.stringify(type)},${verantwortlicher ? `"verantwortlicher":${JSON.stringify(verantwortlicher)},` : ''}"verarbeitungen":[`;
    const out = new PassThrough();
    const started = Date.now();
    request
      .withTenant(({ db }: VvtContext) => writeJsonArray(out, head, fullReportRecords(db, viewer, type, options), ']}'))
      .then((records) => request.log.info({ type, records, ms: Date.now() - started }, 'vvt full report'))
      .catch(failStream(request.log, 'vvt full report', out));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(out as never);
  });

  contractRoute(
    app,
    VVT_ENDPOINTS.registerExport,
    async (request, reply) => {
      const customer = requireCustomer(request);
      const user = requireUser(request);
      const { language } = request.query;
      const uids = await request.withTenant(async ({ db }: VvtContext) => {
        const editors = await db.selectFrom('vvt_verarbeitungen').select('Bearbeiter_User_Uid').distinct().execute();
        const assignees = await db.selectFrom('vvt_zuweisungen').select('user_uid').distinct().execute();
        return [...editors.flatMap((e) => (e.Bearbeiter_User_Uid ? [e.Bearbeiter_User_Uid] : [])), ...assignees.map((a) => a.user_uid)];
      });
      const names = new Map((await loadBenutzer(app.platform.db, [...new Set(uids)])).map((u) => [u.user_uid, `${u.firstname} ${u.lastname}`.trim()]));
      const userName = (uid: string | null | undefined) => (uid ? (names.get(uid) ?? '') : '');
      const sheets = registerExportSheets({
        customerName: customer.name,
        viewer: viewerOf(request),
        seesTransfers: SEES_TRANSFERS.every((p) => request.permissions?.includes(p)),
      });
      const file = exportFileName(customer.name, new Date());
      const out = new PassThrough();
      reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          `attachment; filename="${file.ascii.replace('VWS_Data_Export', 'VVT_Register')}"; filename*=UTF-8''${encodeURIComponent(file.utf8.replace('VWS_Data_Export', 'VVT_Register'))}`,
        )
        .header('cache-control', 'no-store');
      const started = Date.now();
      writeWorkbook(out, sheets as never, { customer, language, userName }, (_sheet, fn) => request.withTenant(({ db }) => fn(db as Kysely<object>)))
        .then((report) => request.log.info({ by: user.email, sheets: report, ms: Date.now() - started }, 'vvt register exported'))
        .catch(failStream(request.log, 'vvt register export', out));
      return reply.send(out);
    },
    { docs: { produces: [XLSX] } },
  );
};
