import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { bulkRefused, bulkUpdate, lockBulkRows } from '../../../platform/kit/bulk-write';
import { contractRoute } from '../../../platform/kit/contract-route';
import { validationError } from '../../../platform/kit/validation';
import { languageOf } from '../../../platform/messages';
import { HttpError, requireCustomer } from '../../../platform/request-context';
import { text } from '../../../platform/texts';
import { assignedToViewer, loadVisibleRecord, mayEdit, viewerOf, visibleToViewer } from '../queries/access';
import { duplicateVerarbeitung } from '../queries/duplicate';
import { assignableAmong } from '../queries/users';
import type { VvtContext } from '../tables';

/** Fewer clicks (issue 24): a record copied, and status, group and assignees of several records changed at once. */
export const bulkRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.duplicate, async (request) => {
    const viewer = viewerOf(request);
    const language = languageOf(request);
    const copy = await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, request.body.IdVerarbeitung);
      return duplicateVerarbeitung(db, request.body.IdVerarbeitung, viewer, (name) => text(language, 'vvt:duplicate.name', { name }));
    });
    return { newVerarbeitungId: copy.ID, Nummer: copy.Nummer };
  });

  contractRoute(app, VVT_ENDPOINTS.bulk, async (request) => {
    const viewer = viewerOf(request);
    const { rows, changes } = request.body;
    const granted = new Set<string>(request.permissions ?? []);
    const assignees = changes.zugewieseneBenutzer && [...new Set(changes.zugewieseneBenutzer.map((uid) => uid.toLowerCase()))];
    if (assignees) {
      // As PUT /vvtedit/verarbeitung-zuweisungen: its permission, and every assignee assignable in this customer (meta schema, before the tenant transaction).
      if (!granted.has('VWS_VVTProzesse_UserAssignments_Edit')) throw new HttpError(403, 'forbidden', 'forbidden');
      const assignable = await assignableAmong(app.platform.db, requireCustomer(request).customerUid, assignees);
      const refused = assignees.flatMap((uid, index) =>
        assignable.has(uid) ? [] : [{ path: `changes.zugewieseneBenutzer.${index}`, message: 'notAssignable' }],
      );
      if (refused.length) throw validationError(refused);
    }
    return request.withTenant(async ({ db }: VvtContext) => {
      const locked = await lockBulkRows(db, 'vvt_verarbeitungen', rows, 'Nummer');
      const ids = locked.map((row) => row.ID);
      const access = await db
        .selectFrom('vvt_verarbeitungen as v')
        .select(['v.ID', 'v.Nummer', 'v.ID_Status', visibleToViewer(viewer, 'v.ID').as('visible'), assignedToViewer(viewer, 'v.ID').as('assigned')])
        .where('v.ID', 'in', ids)
        .execute();
      const hidden = access.filter((row) => !row.visible);
      if (hidden.length)
        throw bulkRefused(
          404,
          hidden.map((row) => ({ ID: row.ID, label: String(row.ID) })),
        );
      const notEditable = access.filter((row) => !mayEdit(viewer, { ID: row.ID, SDM_Ebene_Nr: 0, assigned: row.assigned }));
      if (notEditable.length)
        throw bulkRefused(
          403,
          notEditable.map((row) => ({ ID: row.ID, label: row.Nummer })),
        );
      // Status is write-protected: without the permission it stays, and is reported where it would have changed (as a single save).
      const values: Record<string, unknown> = {};
      const kept: string[] = [];
      if (changes.Gruppe !== undefined) values.Gruppe = changes.Gruppe;
      if (changes.ID_Status !== undefined) {
        if (viewer.mayWriteProtectedFields) values.ID_Status = changes.ID_Status;
        else if (access.some((row) => row.ID_Status !== changes.ID_Status)) kept.push('ID_Status');
      }
      const versions = await bulkUpdate(db, 'vvt_verarbeitungen', ids, values, viewer.userUid);
      if (assignees) {
        await db.deleteFrom('vvt_zuweisungen').where('ID_Verarbeitung', 'in', ids).execute();
        if (assignees.length)
          await db
            .insertInto('vvt_zuweisungen')
            .values(ids.flatMap((ID_Verarbeitung) => assignees.map((user_uid) => ({ ID_Verarbeitung, user_uid }))))
            .execute();
      }
      return { rows: versions, keptWriteProtectedFields: kept };
    });
  });
};
