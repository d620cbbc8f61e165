import type { Kysely, Migration } from 'kysely';

/** The naming rule of server/README.md: tenant tables carry their module's prefix. */
export const coreTableNames: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('freitext').renameTo('core_freitext').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('core_freitext').renameTo('freitext').execute();
  },
};
