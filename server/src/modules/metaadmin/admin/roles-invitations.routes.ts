import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** GET /meta-admin/roles (read-only, with permissions) and GET /meta-admin/invitations (across customers). */
export const adminRolesInvitationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  contractRoute(app, META_ENDPOINTS.adminRoles, async () => {
    const rows = await db
      .selectFrom('meta.roles as r')
      .leftJoin('meta.role_permissions as p', 'p.role_id', 'r.id')
      .select(['r.id', 'r.name', 'p.permission'])
      .orderBy('r.id')
      .orderBy('p.permission')
      .execute();
    const roles = new Map<number, { id: number; name: string; permissions: string[] }>();
    for (const row of rows) {
      const role = roles.get(row.id) ?? { id: row.id, name: row.name, permissions: [] };
      if (row.permission) role.permissions.push(row.permission);
      roles.set(row.id, role);
    }
    return { roles: [...roles.values()] };
  });

  contractRoute(app, META_ENDPOINTS.adminInvitations, async () => {
    const rows = await db
      .selectFrom('meta.invitations as i')
      .innerJoin('meta.customers as c', 'c.customer_uid', 'i.customer_uid')
      .leftJoin('meta.roles as r', 'r.id', 'i.role_id')
      .select([
        'i.invitation_uid',
        'i.customer_uid',
        'c.name as customerName',
        'i.email',
        'i.firstname',
        'i.lastname',
        'r.name as role',
        'i.created_at',
        'i.expires_at',
        'i.accepted_at',
      ])
      .orderBy('i.created_at', 'desc')
      .limit(1000)
      .execute();
    const now = Date.now();
    return {
      invitations: rows.map(({ accepted_at, ...r }) => ({
        ...r,
        created_at: iso(r.created_at) ?? '',
        expires_at: iso(r.expires_at),
        state: accepted_at ? ('accepted' as const) : r.expires_at && new Date(r.expires_at).getTime() <= now ? ('expired' as const) : ('open' as const),
      })),
    };
  });
};
