import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import type { ExportSheet } from '../../../platform/module-hooks';
import { historySheet } from '../../../platform/history/export-sheet';
import { requireCustomer, requireUser, type TenantContext } from '../../../platform/request-context';
import { lastExport, recordExport, type DataExportTables } from './data-export.store';
import { exportFileName, writeWorkbook, type SheetDb } from '../../../platform/kit/workbook';
import { failStream } from '../../../platform/kit/stream-drain';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /customer/data-export (spec §7) and GET /customer/data-export-info. */
export const dataExportRoutes: FastifyPluginAsync = async (app) => {
  const { db: meta, modules } = app.platform;
  // The customer's own sheets first (master data, users, roles), then every other module in its order, then the change history.
  const sheets: ExportSheet[] = [
    ...[...modules].sort((a, b) => Number(b.name === 'customer') - Number(a.name === 'customer')).flatMap((m) => m.exportSheets ?? []),
    historySheet as ExportSheet,
  ];

  contractRoute(
    app,
    CUSTOMER_ENDPOINTS.dataExport,
    async (request, reply) => {
      const customer = requireCustomer(request);
      const user = requireUser(request);
      const { language } = request.query;
      const members = await meta
        .selectFrom('meta.memberships as m')
        .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
        .select(['u.user_uid', 'u.firstname', 'u.lastname'])
        .where('m.customer_uid', '=', customer.customerUid)
        .distinct()
        .execute();
      const names = new Map(members.map((u) => [u.user_uid, `${u.firstname} ${u.lastname}`.trim()]));
      const userName = (uid: string | null | undefined) => (uid ? (names.get(uid) ?? uid) : '');
      // Fails here, before any byte is sent, when the customer's database is unreachable (503).
      await request.withTenant(({ db }: TenantContext<DataExportTables>) => recordExport(db, user.userUid, language));

      const out = new PassThrough();
      const file = exportFileName(customer.name, new Date());
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${file.ascii}"; filename*=UTF-8''${encodeURIComponent(file.utf8)}`)
        .header('cache-control', 'no-store');
      const started = Date.now();
      // Each tenant sheet reads in a transaction of its own; the meta sheets read the meta database.
      // (A sheet names its tables through ExportSheet<DB>; here both databases travel untyped.)
      const metaDb = meta as unknown as Kysely<object>;
      const dbFor: SheetDb = (sheet, fn) => (sheet.source === 'meta' ? fn(metaDb) : request.withTenant(({ db }) => fn(db)));
      writeWorkbook(out, sheets, { customer, language, userName }, dbFor)
        .then((report) => request.log.info({ by: user.email, customerUid: customer.customerUid, sheets: report, ms: Date.now() - started }, 'data exported'))
        .catch(failStream(request.log, 'data export', out));
      return reply.send(out);
    },
    { docs: { produces: [XLSX] } },
  );

  contractRoute(app, CUSTOMER_ENDPOINTS.dataExportInfo, async (request) => {
    const row = await request.withTenant(({ db }: TenantContext<DataExportTables>) => lastExport(db));
    if (!row) return { lastExport: null };
    const by = await meta.selectFrom('meta.users').select(['firstname', 'lastname']).where('user_uid', '=', row.Bearbeiter_User_Uid).executeTakeFirst();
    return {
      lastExport: { Exportdatum: new Date(row.Exportdatum).toISOString(), Bearbeiter: by ? `${by.firstname} ${by.lastname}` : '', language: row.language },
    };
  });
};
