import type { TenantSeedContext } from '../../platform/module';
import type { VvtTables } from './tables';

/** Demo content of a demo customer (never with the production switch). */
export async function seedVvtTenant({ db }: TenantSeedContext<VvtTables>): Promise<void> {
  await db.insertInto('vvt_eintraege').values([{ Name: 'Erster Eintrag' }]).execute();
}
