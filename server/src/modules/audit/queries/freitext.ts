import { sql, type Kysely } from 'kysely';
import type { TextModel } from '@vws/shared/contract/audit';

/** The core tenant table `freitext` (key, Wert, Bearbeitungsdatum, Bearbeiter_User_Uid) of the platform. */
const TABLE = 'freitext';

export async function loadFreitext(db: Kysely<any>, key: string): Promise<TextModel> {
  const row = await db
    .selectFrom(TABLE)
    .select([
      'Wert',
      'Bearbeiter_User_Uid',
      sql<string>`to_char("Bearbeitungsdatum" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('Bearbeitungsdatum'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
  return {
    key,
    text: (row?.Wert as string | undefined) ?? '',
    isModified: false,
    Bearbeitungsdatum: (row?.Bearbeitungsdatum as string | undefined) ?? null,
    Bearbeiter_User_Uid: (row?.Bearbeiter_User_Uid as string | undefined) ?? null,
  };
}

export async function saveFreitext(db: Kysely<any>, key: string, text: string, userUid: string): Promise<TextModel> {
  await db
    .insertInto(TABLE)
    .values({ key, Wert: text, Bearbeitungsdatum: sql`now()`, Bearbeiter_User_Uid: userUid })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ Wert: text, Bearbeitungsdatum: sql`now()`, Bearbeiter_User_Uid: userUid }),
    )
    .execute();
  return loadFreitext(db, key);
}
