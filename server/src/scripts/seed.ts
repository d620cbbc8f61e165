import { loadConfig } from '../config';
import { prepareDatabase } from '../db/startup';
import { serverModules } from '../modules';
import { isDatabaseEmpty, seedDemo } from '../seed/seed';

/** npm run seed: migrates and creates the demo data in an empty database (refuses a non-empty one). */
async function run(): Promise<void> {
  const config = loadConfig();
  if (config.production) {
    console.error('Production mode (NODE_ENV=production or VWS_PRODUCTION=1): demo data is not created.');
    process.exit(1);
  }
  const database = await prepareDatabase(config, serverModules, undefined, { seed: false });
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds users or customers; nothing seeded. Remove the data directory (or database) to start over.');
      return;
    }
    await seedDemo({ db: database.db, tenants: database.tenants, modules: serverModules, config });
    console.log(`Demo data created. Password of every demo account: ${config.demoPassword}`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
