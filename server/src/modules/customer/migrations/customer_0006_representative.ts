import type { Kysely, Migration } from 'kysely';

/** Issue 23: the controller's representative in the Union (Art. 27 GDPR) for the Art. 30(1)(a) controller block. */
export const representativeMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('customer_stammdaten')
      .addColumn('vertreter_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vertreter_anschrift', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vertreter_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vertreter_telefon', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .alterTable('customer_stammdaten')
      .dropColumn('vertreter_name')
      .dropColumn('vertreter_anschrift')
      .dropColumn('vertreter_email')
      .dropColumn('vertreter_telefon')
      .execute();
  },
};
