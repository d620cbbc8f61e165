import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { authRoutes } from './auth/routes';
import { loadSecrets } from './auth/secrets';
import { pruneAuthBookkeeping } from './auth/sessions';
import { signingKey } from './auth/tokens';
import type { Config } from './config';
import type { MetaDatabase } from './db/schema';
import { TenantDatabases } from './db/tenants';
import { createMailer, type Mailer } from './email/mailer';
import { registerApiDocs } from './http/docs';
import { loggerOptions } from './http/logging';
import { registerRateLimit, type SharedRateLimitStore } from './http/rate-limit';
import { closeRedis, connectRedis, redactRedisUrl } from './http/redis';
import { registerSecurity } from './http/security';
import { registerStatic } from './http/static';
import { serverModules } from './modules';
import { installAccessControl, installModuleScope } from './platform/access';
import { allowedOrigins, installCsrfCheck } from './platform/csrf';
import { installErrorHandler } from './platform/errors';
import { installWellFormedTextCheck } from './platform/well-formed-text';
import type { ServerModule } from './platform/module';
import { platformPlugin } from './platform/plugin';
import { installResponseCheck, type ResponseDrift } from './platform/response-check';
import { BackgroundTasks } from './platform/background';
import { installJobs } from './platform/jobs/install';
import { HttpError } from './platform/request-context';
import type { PlatformServices } from './platform/services';

const PRUNE_EVERY_MS = 6 * 3600 * 1000;

/** Expired tokens and old sign-in attempts are removed at start and every few hours. */
function schedulePruning(app: FastifyInstance, db: Kysely<MetaDatabase>): void {
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = pruneAuthBookkeeping(db).catch((err: unknown) => app.log.warn({ err }, 'pruning auth bookkeeping failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** With REDIS_URL the rate-limit counters live in Redis, shared by every API process; closed with the app. */
async function sharedRateLimitStore(app: FastifyInstance, config: Config): Promise<SharedRateLimitStore | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = await connectRedis(config.redisUrl, app.log);
  app.addHook('onClose', () => closeRedis(redis));
  app.log.info({ redis: redactRedisUrl(config.redisUrl), keyPrefix: config.redisKeyPrefix }, 'Redis in use: rate limits are shared by every API process');
  return { redis, keyPrefix: config.redisKeyPrefix };
}

export interface BuildAppOptions {
  config: Config;
  db: Kysely<MetaDatabase>;
  modules?: readonly ServerModule[];
  mailer?: Mailer;
  tenants?: TenantDatabases;
  /** Fastify logger options; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the shell and remotes builds (default true). */
  serveStatic?: boolean;
  /** Tests: check every answer against its endpoint contract and report a mismatch (platform/response-check.ts). */
  onResponseDrift?: (drift: ResponseDrift) => void;
  /** Run background jobs (the reminders) in this process: npm start does; tests run them by hand (default false). */
  runJobs?: boolean;
}

/** The whole HTTP server: security plugins, API docs, platform decorations, auth and every module's routes under /api. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const modules = options.modules ?? serverModules;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: 10 * 1024 * 1024,
    // Behind a load balancer the client address (rate limits, logs) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  if (options.onResponseDrift) installResponseCheck(app, options.onResponseDrift);

  const origins = allowedOrigins(config);
  const tenants = options.tenants ?? new TenantDatabases(db, { connectTimeoutMs: config.tenantConnectTimeoutMs });
  const secrets = loadSecrets(config.dataDir, config.jwtSecret);
  const services: PlatformServices = {
    config,
    db,
    tenants,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log }),
    modules,
    accessKey: signingKey(secrets.jwtSecret),
    routes: [],
    background: new BackgroundTasks(app.log),
  };
  app.addHook('onClose', () => services.background.settled());

  const shared = await sharedRateLimitStore(app, config);

  await registerSecurity(app, origins, config.secureCookies);
  await registerApiDocs(app);
  await app.register(platformPlugin, { services });
  // Older module code reaches the meta database as app.db.
  app.decorate('db', db);
  if (!options.tenants) app.addHook('onClose', () => tenants.close());

  await app.register(
    async (api) => {
      await registerRateLimit(api, config.rateLimitMax, shared);
      installCsrfCheck(api, origins);
      installAccessControl(api, services.routes);
      installWellFormedTextCheck(api);
      api.setNotFoundHandler(() => {
        throw new HttpError(404, 'notFound', 'notFound');
      });
      await api.register(authRoutes);
      for (const mod of modules) {
        await api.register(async (scope) => {
          installModuleScope(scope, mod);
          await scope.register(mod.routes);
        });
      }
    },
    { prefix: '/api' },
  );

  schedulePruning(app, db);
  if (options.runJobs) installJobs(app, services);

  if (options.serveStatic ?? true) await registerStatic(app, { staticRoot: config.staticRoot, remotesJson: config.remotesJson, operator: config.operator });
  return app;
}
