import type { Kysely } from 'kysely';
import { PERMISSION_MATRIX, ROLES, type CustomerPermission, type RoleName } from '@vws/shared/permissions';

/**
 * Roles and their grants from the one declarative matrix of @vws/shared/permissions. Re-synced on
 * every start too (syncRoles), so a change to the matrix reaches existing databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await syncRoles(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.withSchema('meta').deleteFrom('role_permissions').execute();
}

export async function syncRoles(db: Kysely<any>): Promise<void> {
  const m = db.withSchema('meta');
  for (const role of Object.values(ROLES)) {
    await m
      .insertInto('roles')
      .values({ id: role.id, name: role.name })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: role.name }))
      .execute();
  }
  const rows: { role_id: number; permission: string }[] = [];
  for (const [permission, roles] of Object.entries(PERMISSION_MATRIX) as [CustomerPermission, readonly RoleName[]][]) {
    for (const role of roles) rows.push({ role_id: ROLES[role].id, permission });
  }
  await m.deleteFrom('role_permissions').execute();
  if (rows.length > 0) await m.insertInto('role_permissions').values(rows).execute();
}
