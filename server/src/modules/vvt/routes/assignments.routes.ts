import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  VVT_PATHS,
  verarbeitungBereitBodySchema,
  verarbeitungBereitResponseSchema,
  verarbeitungZuweisungenBodySchema,
  verarbeitungZuweisungenResponseSchema,
} from '@vws/shared/contract/vvt';
import { validationError } from '../../../platform/kit/validation';
import { requireCustomer } from '../../../platform/request-context';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { assignableAmong, loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';
import { ASSIGNMENTS_EDIT, customerQuery, EDIT, TAGS } from './access-config';

/** Who works on a record (assignments) and the ready-for-DPO-review flag. */
export const assignmentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    VVT_PATHS.zuweisungen,
    {
      schema: {
        tags: TAGS,
        summary: 'Replace the assignees of a record; each must hold VWS_VVTProzesse_AssignableToProcesses in this customer',
        querystring: customerQuery,
        body: verarbeitungZuweisungenBodySchema,
        response: { 200: verarbeitungZuweisungenResponseSchema },
      },
      config: ASSIGNMENTS_EDIT,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const customer = requireCustomer(request);
      const userUids = [...new Set(request.body.userUids.map((uid) => uid.toLowerCase()))];
      // Users and their grants live in the meta schema: checked before the tenant transaction.
      const assignable = await assignableAmong(app.platform.db, customer.customerUid, userUids);
      const refused = userUids.flatMap((uid, index) => (assignable.has(uid) ? [] : [{ path: `userUids.${index}`, message: 'notAssignable' }]));
      if (refused.length) throw validationError(refused);
      await request.withTenant(async ({ db }: VvtContext) => {
        const id = (await loadVisibleRecord(db, viewer, request.body.IdVerarbeitung)).ID;
        await db.deleteFrom('vvt_zuweisungen').where('ID_Verarbeitung', '=', id).execute();
        if (userUids.length) await db.insertInto('vvt_zuweisungen').values(userUids.map((user_uid) => ({ ID_Verarbeitung: id, user_uid }))).execute();
      });
      return { zugewieseneBenutzer: await loadBenutzer(app.platform.db, userUids) };
    },
  );

  app.put(
    VVT_PATHS.bereitZurPruefung,
    {
      schema: {
        tags: TAGS,
        summary: 'Flag a record ready for the DPO review (or clear the flag); needs the edit right on the record',
        querystring: customerQuery,
        body: verarbeitungBereitBodySchema,
        response: { 200: verarbeitungBereitResponseSchema },
      },
      config: EDIT,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { IdVerarbeitung, value } = request.body;
      await request.withTenant(async ({ db }: VvtContext) => {
        await loadEditableRecord(db, viewer, IdVerarbeitung);
        // Not a content change: the Version (the editors' lock) stays, the editor stamp is recorded.
        await db
          .updateTable('vvt_verarbeitungen')
          .set({ isBereitZurPruefungDSB: value, Bearbeiter_User_Uid: viewer.userUid, Bearbeitungsdatum: sql<Date>`now()` })
          .where('ID', '=', IdVerarbeitung)
          .execute();
      });
      return { isBereitZurPruefungDSB: value };
    },
  );
};
