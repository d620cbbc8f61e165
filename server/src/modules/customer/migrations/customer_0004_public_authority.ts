import type { Kysely, Migration } from 'kysely';

/** Master data gains "public authority (yes/no)" (VVT issue 9: legitimate interest does not apply to authorities). */
export const publicAuthorityMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('customer_stammdaten')
      .addColumn('oeffentliche_stelle', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('customer_stammdaten').dropColumn('oeffentliche_stelle').execute();
  },
};
