import type { TenantSeedContext } from '../../platform/module';
import type { BetroffenenanfragenTables } from './tables';

/** Demo content of a demo customer (never with the production switch). */
export async function seedBetroffenenanfragenTenant({ db }: TenantSeedContext<BetroffenenanfragenTables>): Promise<void> {
  await db
    .insertInto('betroffenenanfragen_eintraege')
    .values([{ Name: 'Erster Eintrag' }])
    .execute();
}
