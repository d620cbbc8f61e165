import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  VVT_FREITEXT_KEY,
  VVT_REPORT_PATHS,
  vvtFullReportQuerySchema,
  vvtFullReportResponseSchema,
  vvtListReportResponseSchema,
  vvtRegisterExportQuerySchema,
} from '@vws/shared/contract/vvt';
import { loadFreitext } from '../../../platform/kit/freitext';
import { requireCustomer, requireUser } from '../../../platform/request-context';
import { exportFileName } from '../../customer/export/data-export.routes';
import { writeWorkbook } from '../../customer/export/workbook';
import { vvtExportSheets } from '../export/sheets';
import { viewerOf } from '../queries/access';
import { fullReportRecords } from '../queries/full-report';
import { vvtListReportJson } from '../queries/list-report';
import { loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';
import { customerQuery, TAGS, VIEW } from './access-config';
import { writeJsonArray } from './json-stream';
import { serializeWithoutValidation } from './serialize';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The recipients (linked data transfers) need what GET /vvt/verarbeitung-datenweitergaben needs besides the VVT's view right. */
const SEES_TRANSFERS = ['VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View'] as const;
/** The whole register: only for those who see every record. */
const VIEW_ALL = { access: { permission: 'VWS_VVTProzesse_View' } } as const;

/** The report calls of spec §7 (list report, full report) and the register export (issue 9). */
export const reportsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    VVT_REPORT_PATHS.listReport,
    {
      schema: {
        tags: TAGS,
        summary: 'The list report: the visible records with retention periods and DPIA screening, and the report free text',
        querystring: customerQuery,
        response: { 200: vvtListReportResponseSchema },
      },
      serializerCompiler: serializeWithoutValidation,
      config: VIEW,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = await request.withTenant(async ({ db }: VvtContext) => `{"list":${await vvtListReportJson(db, viewer)},"textModel":${JSON.stringify(await loadFreitext(db, VVT_FREITEXT_KEY))}}`);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    VVT_REPORT_PATHS.fullReport,
    {
      schema: {
        tags: TAGS,
        summary:
          'The full report of every visible record (or of ?IdVerarbeitung only): internal (every field, cube with its texts, steps, relations, recipients), external (transfers, recipients, retention, TOM, DSFA reasoning) or verarbeitungsphasen; streamed. Recipients only for callers who may see data transfers',
        querystring: customerQuery.extend(vvtFullReportQuerySchema.shape),
        response: { 200: vvtFullReportResponseSchema },
      },
      config: VIEW,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const type = request.query.fullReportType;
      const options = { id: request.query.IdVerarbeitung, recipients: SEES_TRANSFERS.every((p) => request.permissions?.includes(p)) };
      // Opens the tenant once before any byte is sent: an unreachable database still answers 503.
      await request.withTenant(async ({ db }: VvtContext) => db.selectFrom('vvt_ebenen').select('ID').limit(1).execute());
      const out = new PassThrough();
      const started = Date.now();
      request
        .withTenant(({ db }: VvtContext) => writeJsonArray(out, `{"fullReportType":${JSON.stringify(type)},"verarbeitungen":[`, fullReportRecords(db, viewer, type, options), ']}'))
        .then((records) => request.log.info({ type, records, ms: Date.now() - started }, 'vvt full report'))
        .catch((err: unknown) => {
          request.log.error({ err }, 'vvt full report failed mid-stream');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(out as never);
    },
  );

  app.get(
    VVT_REPORT_PATHS.registerExport,
    {
      schema: {
        tags: TAGS,
        summary: 'The whole register as an Excel workbook: one sheet per level, the SDM cube and the relations; headers in ?language; streamed',
        querystring: customerQuery.extend(vvtRegisterExportQuerySchema.shape),
        produces: [XLSX],
      },
      config: VIEW_ALL,
    },
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
      const file = exportFileName(customer.name, new Date());
      const out = new PassThrough();
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${file.ascii.replace('VWS_Data_Export', 'VVT_Register')}"; filename*=UTF-8''${encodeURIComponent(file.utf8.replace('VWS_Data_Export', 'VVT_Register'))}`)
        .header('cache-control', 'no-store');
      const started = Date.now();
      writeWorkbook(out, vvtExportSheets as never, { customer, language, userName }, (_sheet, fn) => request.withTenant(({ db }) => fn(db as Kysely<object>)))
        .then((report) => request.log.info({ by: user.email, sheets: report, ms: Date.now() - started }, 'vvt register exported'))
        .catch((err: unknown) => {
          request.log.error({ err }, 'vvt register export failed mid-stream');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
      return reply.send(out);
    },
  );
};
