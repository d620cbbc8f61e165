/* eslint-disable @typescript-eslint/no-explicit-any -- a visibility rule reads its own module's tables */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { HistoryEntity } from '@vws/shared/contract/history';
import { hasPermission, type Permission } from '@vws/shared/permissions';
import type { ServerModule } from '../module';

/**
 * Who may read an entity's history: a ServerModule lists its entities in `historyEntities`
 * (one line per entity). The caller needs one of `view` (the permission of the entity's own
 * read routes) and the module's access permission; `visible` narrows further per record (the
 * VVT's assigned records for a process owner).
 */
export interface HistoryEntityAccess {
  entity: HistoryEntity;
  view: Permission | readonly Permission[];
  visible?: (ctx: { db: Kysely<any>; request: FastifyRequest; id: string }) => Promise<boolean>;
}

export interface ResolvedHistoryEntity extends HistoryEntityAccess {
  modulePermission?: Permission;
}

/** entity -> its access rule, from every module; an entity declared twice is a programming error. */
export function historyEntitiesOf(modules: readonly ServerModule[]): Map<string, ResolvedHistoryEntity> {
  const all = new Map<string, ResolvedHistoryEntity>();
  for (const mod of modules) {
    for (const access of mod.historyEntities ?? []) {
      if (all.has(access.entity)) throw new Error(`History entity ${access.entity} is declared twice (module ${mod.name})`);
      all.set(access.entity, { ...access, modulePermission: mod.accessPermission });
    }
  }
  return all;
}

/** Every view permission of every entity: the route's own access check (any of them). */
export function anyViewPermission(entities: Map<string, ResolvedHistoryEntity>): Permission[] {
  const set = new Set<Permission>();
  for (const e of entities.values()) for (const p of [e.view].flat() as Permission[]) set.add(p);
  return [...set];
}

/** The entity's permission and its module's access permission, from the checked request. */
export function mayViewEntity(entity: ResolvedHistoryEntity, granted: readonly string[]): boolean {
  const all = { customer: granted, profile: [] };
  return hasPermission(all, entity.view) && (!entity.modulePermission || hasPermission(all, entity.modulePermission));
}
