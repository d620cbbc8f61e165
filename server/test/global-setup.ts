import { buildTemplate, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './template';

/** Once per Jest run: one migrated + demo-seeded template that every test file copies. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const template = await buildTemplate();
  if (template.dir) process.env[TEMPLATE_DIR_ENV] = template.dir;
  if (template.database) process.env[TEMPLATE_DB_ENV] = template.database;
  if (process.env.VWS_TEST_VERBOSE) console.log(`\nserver test template ready in ${Date.now() - started} ms`);
}
