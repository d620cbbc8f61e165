import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/lock';
import { prepareDatabase } from './db/startup';
import { redactRedisUrl } from './http/redis';
import { serverModules } from './modules';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/** npm start: configuration, database (migrate, seed when empty), HTTP server on one port. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  if (config.production && !config.secureCookies) {
    log.warn({ publicUrl: config.publicUrl }, 'production mode without an https PUBLIC_URL: session cookies are not marked Secure');
  }

  let database;
  try {
    database = await prepareDatabase(config, serverModules, log);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ config, db: database.db, tenants: database.tenants, runJobs: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printBanner(config.publicUrl, config.production ? undefined : config.demoPassword, database.kind, config.databaseUrl ? undefined : config.dataDir);
  console.log(
    config.redisUrl
      ? `Rate limits: shared by every API process in Redis ${redactRedisUrl(config.redisUrl)}\n`
      : 'Rate limits: counted in this process (set REDIS_URL to share them between API processes)\n',
  );
}

function printBanner(url: string, demoPassword: string | undefined, kind: string, dataDir?: string): void {
  const lines = ['', `VWS privacy portal running at ${url}  (API ${url}/api, docs ${url}/api/docs)`, `Database: ${kind}${dataDir ? ` in ${dataDir}` : ''}`];
  if (demoPassword) {
    lines.push(`Demo accounts (password ${demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(26)} ${a.firstname} ${a.lastname} — ${a.purpose}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
