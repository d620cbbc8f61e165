import type { TenantSeedContext } from '../../../platform/module';
import type { VvtTenantTables } from '../tables';

/** Demo register of a demo customer (never with the production switch). */
export async function seedVvtTenant(_ctx: TenantSeedContext<VvtTenantTables>): Promise<void> {}
