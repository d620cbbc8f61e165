import type { Kysely, Migration } from 'kysely';

/**
 * The naming rule of server/README.md: the table gets its module prefix, and the columns that carry
 * an API key are named exactly like it. Adds the Version of the optimistic lock (existing rows: 1;
 * a row that was never saved does not exist, which the API answers as Version 0).
 */
export const stammdatenNamesAndVersion: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('stammdaten').renameTo('customer_stammdaten').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('id', 'ID').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('bearbeitungsdatum', 'Bearbeitungsdatum').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('bearbeiter_user_uid', 'Bearbeiter_User_Uid').execute();
    await db.schema
      .alterTable('customer_stammdaten')
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('customer_stammdaten').dropColumn('Version').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('Bearbeiter_User_Uid', 'bearbeiter_user_uid').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('Bearbeitungsdatum', 'bearbeitungsdatum').execute();
    await db.schema.alterTable('customer_stammdaten').renameColumn('ID', 'id').execute();
    await db.schema.alterTable('customer_stammdaten').renameTo('stammdaten').execute();
  },
};
