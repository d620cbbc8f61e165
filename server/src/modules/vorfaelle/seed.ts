import type { TenantSeedContext } from '../../platform/module';
import type { VorfaelleTables } from './tables';

/** Demo content of a demo customer (never with the production switch). */
export async function seedVorfaelleTenant({ db }: TenantSeedContext<VorfaelleTables>): Promise<void> {
  await db
    .insertInto('vorfaelle_eintraege')
    .values([{ Name: 'Erster Eintrag' }])
    .execute();
}
