import type { FastifyPluginAsync } from 'fastify';
import type { TenantContext } from '../request-context';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { TextModel } from '@vws/shared/contract/common';
import type { freitextEndpoint } from '@vws/shared/contract/kit-endpoints';
import { contractRoute } from './contract-route';

type FreitextEndpoint = ReturnType<typeof freitextEndpoint>;

/** The platform's tenant table of the report free texts (core module, migrations core_0001/core_0002). */
export interface CoreFreitextTable {
  key: string;
  Wert: ColumnType<string, string | undefined, string>;
  Bearbeitungsdatum: ColumnType<Date, Date | string | undefined, Date | string>;
  Bearbeiter_User_Uid: string | null;
}

export interface CoreTables {
  core_freitext: CoreFreitextTable;
}

/** The keys of spec §3 "Free text", one per module. */
export const FREITEXT_KEYS = ['Vvt_Freitext', 'Audit_Freitext', 'Datenweitergaben_Freitext'] as const;
export type FreitextKey = (typeof FREITEXT_KEYS)[number];

// Callers pass their module's typed database, which also holds the core tables.
const core = <DB>(db: Kysely<DB>) => db as unknown as Kysely<CoreTables>;

export async function loadFreitext<DB>(db: Kysely<DB>, key: FreitextKey): Promise<TextModel> {
  const row = await core(db)
    .selectFrom('core_freitext')
    .select([
      'Wert',
      'Bearbeiter_User_Uid',
      sql<string>`to_char("Bearbeitungsdatum" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('Bearbeitungsdatum'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
  return {
    key,
    text: row?.Wert ?? '',
    isModified: false,
    Bearbeitungsdatum: row?.Bearbeitungsdatum ?? null,
    Bearbeiter_User_Uid: row?.Bearbeiter_User_Uid ?? null,
  };
}

/** Stores the text with editor and time; answers the stored model. */
export async function saveFreitext<DB>(db: Kysely<DB>, key: FreitextKey, text: string, editor: string): Promise<TextModel> {
  const stamp = { Wert: text, Bearbeitungsdatum: sql<Date>`now()`, Bearbeiter_User_Uid: editor };
  await core(db)
    .insertInto('core_freitext')
    .values({ key, ...stamp })
    .onConflict((oc) => oc.column('key').doUpdateSet(stamp))
    .execute();
  return loadFreitext(db, key);
}

export interface FreitextRouteOptions {
  key: FreitextKey;
  /** The module's contract of PUT <path> body { text } → { textModel } (contract/kit-endpoints freitextEndpoint). */
  endpoint: FreitextEndpoint;
}

/** The module's free-text call: saves one module's report free text. */
export function freitextRoutes(options: FreitextRouteOptions): FastifyPluginAsync {
  return async (app) => {
    contractRoute(app, options.endpoint, async (request) => ({
      textModel: await request.withTenant(({ db, user }: TenantContext<CoreTables>) => saveFreitext(db, options.key, request.body.text, user.userUid)),
    }));
  };
}
