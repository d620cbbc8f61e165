/* eslint-disable @typescript-eslint/no-explicit-any -- the platform hands the tenant transaction untyped */
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { HistoryEntityAccess } from '../../../platform/history/entities';
import { assignedToViewer, viewerOf } from './access';

/** A record's history: every record with VWS_VVTProzesse_View, else only the assigned ones (like its detail). */
export const vvtHistoryEntity: HistoryEntityAccess = {
  entity: 'vvt_record',
  view: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'],
  async visible({ db, request, id }: { db: Kysely<any>; request: FastifyRequest; id: string }) {
    const viewer = viewerOf(request);
    if (viewer.canViewAll) return true;
    if (!/^\d{1,9}$/.test(id)) return false;
    const { rows } = await sql<{ ok: boolean }>`select ${assignedToViewer(viewer, 'v.ID')} as ok from (select ${Number(id)}::int as "ID") v`.execute(db);
    return rows[0]?.ok === true;
  },
};
