/* eslint-disable @typescript-eslint/no-explicit-any -- a declaration names its own module's table and columns */
import { type Kysely, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Aufgabe } from '@vws/shared/contract/aufgaben';
import { hasPermission, withComputedPermissions, type Permission } from '@vws/shared/permissions';
import type { MetaDatabase } from '../../db/schema';
import type { TenantDatabases } from '../../db/tenants';
import type { ServerModule } from '../module';
import { bilingual } from '../texts';
import type { DueItemDeclaration } from './due-items';

/** A due item for one user; `recordId` and `due` make the sent-reminder key. */
export interface DueItem extends Aufgabe {
  recordId: string;
}

interface Member {
  userUid: string;
  customerUid: string;
  permissions: Permission[];
}

interface CustomerRow {
  customer_uid: string;
  name: string;
  schema_name: string;
  cluster_dsn: string | null;
}

/** Members of real customers (not the template source) with their permissions as the route check counts them. */
async function loadMembers(db: Kysely<MetaDatabase>, userUids?: readonly string[]): Promise<{ customers: CustomerRow[]; members: Member[] }> {
  if (userUids && userUids.length === 0) return { customers: [], members: [] };
  let roles = db
    .selectFrom('meta.memberships as m')
    .innerJoin('meta.customers as c', 'c.customer_uid', 'm.customer_uid')
    .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
    .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'm.role_id')
    .select(['m.user_uid', 'c.customer_uid', 'c.name', 'c.schema_name', 'c.cluster_dsn', 'rp.permission'])
    .where('c.is_template_source', '=', false)
    .where('u.is_active', '=', true);
  if (userUids) roles = roles.where('m.user_uid', 'in', userUids);
  const rows = await roles.execute();
  const profileRows = rows.length
    ? await db
        .selectFrom('meta.user_profile_permissions')
        .select(['user_uid', 'permission'])
        .where('user_uid', 'in', [...new Set(rows.map((r) => r.user_uid))])
        .execute()
    : [];
  const profile = new Map<string, string[]>();
  for (const r of profileRows) profile.set(r.user_uid, [...(profile.get(r.user_uid) ?? []), r.permission]);
  const customers = new Map<string, CustomerRow>();
  const granted = new Map<string, { userUid: string; customerUid: string; permissions: string[] }>();
  for (const r of rows) {
    customers.set(r.customer_uid, { customer_uid: r.customer_uid, name: r.name, schema_name: r.schema_name, cluster_dsn: r.cluster_dsn });
    const key = `${r.user_uid} ${r.customer_uid}`;
    const entry = granted.get(key) ?? { userUid: r.user_uid, customerUid: r.customer_uid, permissions: [...(profile.get(r.user_uid) ?? [])] };
    if (r.permission) entry.permissions.push(r.permission);
    granted.set(key, entry);
  }
  const members = [...granted.values()].map((m) => ({ ...m, permissions: withComputedPermissions(m.permissions) }));
  return { customers: [...customers.values()].sort((a, b) => a.name.localeCompare(b.name)), members };
}

const mayGet = (member: Member, declaration: DueItemDeclaration, modulePermission?: Permission) =>
  hasPermission({ customer: member.permissions, profile: [] }, 'VWS_Select') &&
  hasPermission({ customer: member.permissions, profile: [] }, declaration.who.permission) &&
  (!modulePermission || hasPermission({ customer: member.permissions, profile: [] }, modulePermission));

function fillRoute(route: string, row: Record<string, unknown>, paramColumns: Record<string, string> = {}): string {
  return route.replace(/:(\w+)/g, (whole, name: string) => (paramColumns[name] ? encodeURIComponent(String(row[`p_${name}`])) : whole));
}

/** The declaration's due rows in one customer's schema, with the users assigned to each when it names assignees. */
async function dueRows(db: Kysely<any>, declaration: DueItemDeclaration) {
  const date = sql`(${sql.ref(declaration.dateColumn)})::date`;
  const params = Object.entries(declaration.link.paramColumns ?? {}).map(([name, column]) => sql.ref(column).as(`p_${name}`));
  let query = db
    .selectFrom(declaration.table)
    .select([
      sql<number | string>`"ID"`.as('id'),
      sql<string>`${sql.ref(declaration.titleColumn)}::text`.as('title'),
      sql<string>`to_char(${date}, 'YYYY-MM-DD')`.as('due'),
      sql<boolean>`${date} < current_date`.as('overdue'),
      ...params,
    ])
    .where(date, '<=', sql<string>`current_date + ${declaration.leadDays ?? 0}::int`);
  if (declaration.where) query = declaration.where(query);
  const rows = (await query.execute()) as Record<string, unknown>[];
  const assignees = new Map<string, Set<string>>();
  const a = declaration.who.assignees;
  if (a && rows.length) {
    const links = await db
      .selectFrom(a.table)
      .select([sql<string>`${sql.ref(a.recordColumn)}::text`.as('record'), sql<string>`${sql.ref(a.userColumn)}::text`.as('user')])
      .where(
        sql.ref(a.recordColumn),
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const l of links as { record: string; user: string }[]) assignees.set(l.record, (assignees.get(l.record) ?? new Set()).add(l.user));
  }
  return { rows, assignees };
}

/**
 * Every module's due items per user: of the given users (the signed-in one for /aufgaben) or of every
 * active member (the digest). A customer whose database cannot be reached is skipped and logged.
 */
export async function collectDueItems(
  services: { db: Kysely<MetaDatabase>; tenants: TenantDatabases; modules: readonly ServerModule[]; log: FastifyBaseLogger },
  userUids?: readonly string[],
): Promise<Map<string, DueItem[]>> {
  const { customers, members } = await loadMembers(services.db, userUids);
  const byUser = new Map<string, DueItem[]>();
  for (const customer of customers) {
    const here = members.filter((m) => m.customerUid === customer.customer_uid);
    const work = services.modules.flatMap((mod) =>
      (mod.dueItems ?? []).map((declaration) => ({ declaration, users: here.filter((m) => mayGet(m, declaration, mod.accessPermission)) })),
    );
    const wanted = work.filter((w) => w.users.length > 0);
    if (wanted.length === 0) continue;
    try {
      await services.tenants.withTenant(customer, async (db) => {
        for (const { declaration, users } of wanted) {
          const { rows, assignees } = await dueRows(db, declaration);
          const label = bilingual(declaration.label);
          for (const row of rows) {
            const id = String(row.id);
            const item: DueItem = {
              customerUid: customer.customer_uid,
              customerName: customer.name,
              kind: declaration.kind,
              label,
              title: String(row.title ?? ''),
              due: String(row.due),
              overdue: row.overdue === true,
              route: fillRoute(declaration.link.route, row, declaration.link.paramColumns),
              query: { [declaration.link.idParam]: id },
              recordId: id,
            };
            for (const user of users) {
              if (declaration.who.assignees && !assignees.get(id)?.has(user.userUid)) continue;
              byUser.set(user.userUid, [...(byUser.get(user.userUid) ?? []), item]);
            }
          }
        }
      });
    } catch (err) {
      services.log.warn({ err, customer: customer.customer_uid }, 'due items: customer skipped');
    }
  }
  for (const items of byUser.values()) items.sort(compareDue);
  return byUser;
}

/** Overdue first, then by deadline, customer and title. */
export function compareDue(a: Aufgabe, b: Aufgabe): number {
  return Number(b.overdue) - Number(a.overdue) || a.due.localeCompare(b.due) || a.customerName.localeCompare(b.customerName) || a.title.localeCompare(b.title);
}
