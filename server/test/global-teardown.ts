import fs from 'node:fs';
import { adminQuery, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const database = process.env[TEMPLATE_DB_ENV];
  const url = process.env.TEST_DATABASE_URL;
  if (database && url) await adminQuery(url, `drop database if exists ${database}`);
}
