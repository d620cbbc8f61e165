import type { Kysely } from 'kysely';
import { META_PERMISSIONS, PERMISSION_ALIASES, USER_DENY_FLAGS, type ProfilePermission } from '@vws/shared/permissions';
import type { Customer, Role, TranslationsResponse, UserProfileData } from '@vws/shared/contract/meta';
import type { MetaDatabase } from '../../db/schema';

/** The meta-schema reads and writes of the user's own data, profile, roles and translations. */
export type MetaDb = Kysely<MetaDatabase>;

/** Customers the user is a member of (any role), by name. */
export async function listCustomersOfUser(db: MetaDb, userUid: string): Promise<Customer[]> {
  return db
    .selectFrom('meta.customers as c')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('meta.memberships as m').select('m.customer_uid').whereRef('m.customer_uid', '=', 'c.customer_uid').where('m.user_uid', '=', userUid),
      ),
    )
    .select(['c.customer_uid', 'c.name'])
    .orderBy('c.name')
    .execute();
}

export async function readProfile(db: MetaDb, userUid: string): Promise<UserProfileData | undefined> {
  return db.selectFrom('meta.users').select(['user_uid', 'email', 'firstname', 'lastname']).where('user_uid', '=', userUid).executeTakeFirst();
}

const PROFILE_PERMISSIONS = new Set<string>([...META_PERMISSIONS, ...USER_DENY_FLAGS]);

/** META_* grants and USER_DENY_* flags of the profile, spelled canonically, sorted. */
export async function readProfilePermissions(db: MetaDb, userUid: string): Promise<ProfilePermission[]> {
  const rows = await db.selectFrom('meta.user_profile_permissions').select('permission').where('user_uid', '=', userUid).execute();
  const canonical = rows.map((r) => PERMISSION_ALIASES[r.permission] ?? r.permission);
  return [...new Set(canonical)].filter((p) => PROFILE_PERMISSIONS.has(p)).sort() as ProfilePermission[];
}

export async function updateProfileName(db: MetaDb, userUid: string, name: { firstname: string; lastname: string }): Promise<UserProfileData | undefined> {
  return db
    .updateTable('meta.users')
    .set({ firstname: name.firstname, lastname: name.lastname })
    .where('user_uid', '=', userUid)
    .returning(['user_uid', 'email', 'firstname', 'lastname'])
    .executeTakeFirst();
}

export async function listRoles(db: MetaDb): Promise<Role[]> {
  return db.selectFrom('meta.roles').select(['id', 'name']).orderBy('id').execute();
}

/** Overrides of the bundled texts, as i18next resources: language -> namespace -> key -> text. */
export async function readTranslationOverrides(db: MetaDb): Promise<TranslationsResponse> {
  const rows = await db
    .selectFrom('meta.translation_overrides')
    .select(['language', 'namespace', 'key', 'text'])
    .orderBy('language')
    .orderBy('namespace')
    .orderBy('key')
    .execute();
  const result: TranslationsResponse = { de: {}, en: {} };
  for (const row of rows) {
    if (row.language !== 'de' && row.language !== 'en') continue;
    const namespace = (result[row.language][row.namespace] ??= {});
    namespace[row.key] = row.text;
  }
  return result;
}
