import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { validationError } from '../../../platform/kit/validation';
import { versionedUpdate } from '../../../platform/kit/versioned-write';
import { requireCustomer } from '../../../platform/request-context';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { assignableAmong, loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';

/** Who works on a record (assignments) and the ready-for-DPO-review flag. */
export const assignmentsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.zuweisungen, async (request) => {
    const viewer = viewerOf(request);
    const customer = requireCustomer(request);
    const userUids = [...new Set(request.body.userUids.map((uid) => uid.toLowerCase()))];
    // Users and their grants live in the meta schema: checked before the tenant transaction.
    const assignable = await assignableAmong(app.platform.db, customer.customerUid, userUids);
    const refused = userUids.flatMap((uid, index) => (assignable.has(uid) ? [] : [{ path: `userUids.${index}`, message: 'notAssignable' }]));
    if (refused.length) throw validationError(refused);
    const Version = await request.withTenant(async ({ db }: VvtContext) => {
      const id = (await loadVisibleRecord(db, viewer, request.body.IdVerarbeitung)).ID;
      // One lock order for every write of a record: its row first (FOR UPDATE, with the Version check), then its children.
      const version = await versionedUpdate(db, 'vvt_verarbeitungen', {
        id,
        version: request.body.Version,
        forceUpdate: request.body.forceUpdate,
        editor: viewer.userUid,
        values: {},
        notFound: 'verarbeitungNotFound',
      });
      await db.deleteFrom('vvt_zuweisungen').where('ID_Verarbeitung', '=', id).execute();
      if (userUids.length)
        await db
          .insertInto('vvt_zuweisungen')
          .values(userUids.map((user_uid) => ({ ID_Verarbeitung: id, user_uid })))
          .execute();
      return version;
    });
    return { zugewieseneBenutzer: await loadBenutzer(app.platform.db, userUids), Version };
  });

  contractRoute(app, VVT_ENDPOINTS.bereitZurPruefung, async (request) => {
    const viewer = viewerOf(request);
    const { IdVerarbeitung, value } = request.body;
    await request.withTenant(async ({ db }: VvtContext) => {
      await loadEditableRecord(db, viewer, IdVerarbeitung);
      // Not a content change: the Version (the editors' lock) stays, the editor stamp is recorded.
      await db
        .updateTable('vvt_verarbeitungen')
        .set({
          isBereitZurPruefungDSB: value,
          // Since when it waits (the pending list, the DPO's due item); asking again ends "returned".
          PruefungDSB_angefordert_am: value ? sql<Date>`coalesce("PruefungDSB_angefordert_am", now())` : null,
          ...(value ? { PruefungDSB_zurueckgegeben_am: null } : {}),
          Bearbeiter_User_Uid: viewer.userUid,
          Bearbeitungsdatum: sql<Date>`now()`,
        })
        .where('ID', '=', IdVerarbeitung)
        .execute();
    });
    return { isBereitZurPruefungDSB: value };
  });
};
