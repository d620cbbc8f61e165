import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { bulkUpdate, lockBulkRows } from '../../../platform/kit/bulk-write';
import { contractRoute } from '../../../platform/kit/contract-route';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { validationError } from '../../../platform/kit/validation';
import { languageOf } from '../../../platform/messages';
import { text } from '../../../platform/texts';
import { duplicateDatenweitergabe } from '../queries/duplicate';
import type { DwContext } from '../tables';

/** Fewer clicks (issue 24): a transfer copied, and contract status and group of several transfers changed at once. */
export const bulkRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, DW_ENDPOINTS.duplicate, async (request) => {
    const language = languageOf(request);
    const copy = await request.withTenant(({ db, user }: DwContext) =>
      duplicateDatenweitergabe(db, request.body.IdDatenweitergabe, user.userUid, (name) => text(language, 'datenweitergaben:duplicate.name', { name })),
    );
    return { newDatenweitergabeId: copy.ID, Firma_Empfaenger: copy.Firma_Empfaenger };
  });

  contractRoute(app, DW_ENDPOINTS.bulk, async (request) => {
    const { rows, changes } = request.body;
    return request.withTenant(async ({ db, user }: DwContext) => {
      const ids = (await lockBulkRows(db, 'datenweitergaben_datenweitergaben', rows, 'Firma_Empfaenger')).map((row) => row.ID);
      const values: Record<string, unknown> = {};
      if (changes.ID_Vertragsstatus !== undefined) values.ID_Vertragsstatus = changes.ID_Vertragsstatus;
      if (changes.Gruppe !== undefined) {
        // The recipient stays unique within its group (as a single save): a move that would make two the same is refused.
        await lockForUniqueness(db, 'datenweitergaben_datenweitergaben.Firma_Empfaenger');
        values.Gruppe = changes.Gruppe;
      }
      const versions = await bulkUpdate(db, 'datenweitergaben_datenweitergaben', ids, values, user.userUid);
      if (changes.Gruppe !== undefined) {
        const clash = await db
          .selectFrom('datenweitergaben_datenweitergaben')
          .select(sql<string>`min("Firma_Empfaenger")`.as('name'))
          .where(sql<string>`lower(trim("Gruppe"))`, '=', changes.Gruppe.trim().toLowerCase())
          .groupBy(sql`lower(trim("Firma_Empfaenger"))`)
          .having(sql<number>`count(*)`, '>', 1)
          .execute();
        // Thrown inside the transaction: nothing of the batch is stored.
        if (clash.length) throw validationError([{ path: 'changes.Gruppe', message: 'duplicateEmpfaenger' }]);
      }
      return { rows: versions, keptWriteProtectedFields: [] };
    });
  });
};
