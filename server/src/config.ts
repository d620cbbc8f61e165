import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './db/paths';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().min(1).default('vws:'),
  DATA_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CORS_ORIGINS: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  DEMO_PASSWORD: z.string().min(8).default('Demo-Passwort-1'),
  NODE_ENV: z.string().optional(),
  VWS_PRODUCTION: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_MINUTES: positiveInt(10),
  REFRESH_TOKEN_DAYS: positiveInt(14),
  SESSION_MAX_DAYS: positiveInt(30),
  LOCKOUT_THRESHOLD: positiveInt(5),
  LOCKOUT_MINUTES: positiveInt(15),
  LOCKOUT_GLOBAL_THRESHOLD: positiveInt(20),
  LOCKOUT_THROTTLE_SECONDS: positiveInt(30),
  RATE_LIMIT_MAX: positiveInt(1000),
  AUTH_RATE_LIMIT_MAX: positiveInt(20),
  AUTH_IP_RATE_LIMIT_MAX: z.coerce.number().int().positive().optional(),
  STATIC_ROOT: optionalText,
  REMOTES_JSON: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32).optional()),
  TENANT_CONNECT_TIMEOUT_MS: positiveInt(3000),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
  COOKIE_SAME_SITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  JOB_POLL_SECONDS: positiveInt(10),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in dataDir. */
  databaseUrl?: string;
  /**
   * Redis shared by several API processes (rate limits); undefined = each process counts in its
   * own memory, right for a single process.
   */
  redisUrl?: string;
  /** Prefix of every Redis key, so several portals (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Holds the PGlite database (when used), secrets.json, the lock file and the e-mail outbox. */
  dataDir: string;
  publicUrl: string;
  /** Origins allowed for CORS and for state-changing calls (besides publicUrl's own origin). */
  corsOrigins: string[];
  smtpUrl?: string;
  demoPassword: string;
  /** Production switch: no demo accounts. */
  production: boolean;
  logLevel: string;
  accessTokenMinutes: number;
  /** Idle limit: a session not refreshed for this long ends. */
  refreshTokenDays: number;
  /** Absolute limit of a session, however active (ASVS 7.3). */
  sessionMaxDays: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** Failures on one account from all sources together after which every source is slowed down. */
  lockoutGlobalThreshold: number;
  /** Seconds between two attempts on a slowed-down account. */
  lockoutThrottleSeconds: number;
  /** Requests per minute and IP for the whole API; auth requests per minute and account. */
  rateLimitMax: number;
  authRateLimitMax: number;
  /** Auth requests per minute from one IP (an office behind NAT signs in from one address). */
  authIpRateLimitMax: number;
  /** Folder holding shell/dist and remotes/<name>/dist. */
  staticRoot: string;
  /** A file whose content /remotes.json serves instead of the discovered remotes. */
  remotesJson?: string;
  /** Signing key for access tokens; else generated into <dataDir>/secrets.json. */
  jwtSecret?: string;
  tenantConnectTimeoutMs: number;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Cookies carry Secure and the __Host- prefix. */
  secureCookies: boolean;
  /** SameSite of the session cookies: 'none' lets a page of another site that embeds a remote call the API (needs https). */
  cookieSameSite: 'lax' | 'strict' | 'none';
  /** Who runs the portal: fills the privacy and legal notices (/res/*_notice_*.html). */
  operator: OperatorSettings;
  /** Hour of the day (UTC) of the daily reminder digest (platform/jobs/reminders.ts). */
  reminderHour: number;
  /** How often each API process looks for due jobs (platform/jobs/runner.ts). */
  jobPollSeconds: number;
}

/** The operator of the portal as the notices name it; OPERATOR_* variables, the demo operator by default. */
export interface OperatorSettings {
  name: string;
  legalForm: string;
  street: string;
  postcodeCity: string;
  country: string;
  representative: string;
  email: string;
  phone: string;
  website: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  dpoName: string;
  dpoEmail: string;
  supervisoryAuthority: string;
  hosting: string;
  mailService: string;
  noticeDate: string;
}

const DEMO_OPERATOR: OperatorSettings = {
  name: 'VWS Demo GmbH',
  legalForm: 'GmbH',
  street: 'Musterstraße 1',
  postcodeCity: '50667 Köln',
  country: 'Deutschland',
  representative: 'Erika Mustermann',
  email: 'kontakt@vws-portal.example',
  phone: '+49 221 5550000',
  website: 'https://vws-portal.example',
  registerCourt: 'Amtsgericht Köln',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  dpoName: 'Max Mustermann',
  dpoEmail: 'datenschutz@vws-portal.example',
  supervisoryAuthority: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, Kavalleriestraße 2–4, 40213 Düsseldorf',
  hosting: 'VWS Demo GmbH, Köln (eigener Betrieb)',
  mailService: 'VWS Demo GmbH, Köln (eigener Mailserver)',
  noticeDate: '2026-11-23',
};

const OPERATOR_ENV: Record<keyof OperatorSettings, string> = {
  name: 'OPERATOR_NAME',
  legalForm: 'OPERATOR_LEGAL_FORM',
  street: 'OPERATOR_STREET',
  postcodeCity: 'OPERATOR_POSTCODE_CITY',
  country: 'OPERATOR_COUNTRY',
  representative: 'OPERATOR_REPRESENTATIVE',
  email: 'OPERATOR_EMAIL',
  phone: 'OPERATOR_PHONE',
  website: 'OPERATOR_WEBSITE',
  registerCourt: 'OPERATOR_REGISTER_COURT',
  registerNumber: 'OPERATOR_REGISTER_NUMBER',
  vatId: 'OPERATOR_VAT_ID',
  dpoName: 'OPERATOR_DPO_NAME',
  dpoEmail: 'OPERATOR_DPO_EMAIL',
  supervisoryAuthority: 'OPERATOR_SUPERVISORY_AUTHORITY',
  hosting: 'OPERATOR_HOSTING',
  mailService: 'OPERATOR_MAIL_SERVICE',
  noticeDate: 'NOTICE_DATE',
};

/** Each OPERATOR_* variable that is set and not blank replaces the demo operator's value. */
export function operatorSettings(env: NodeJS.ProcessEnv = process.env): OperatorSettings {
  const entries = Object.entries(OPERATOR_ENV).map(([key, variable]) => [key, env[variable]?.trim() || DEMO_OPERATOR[key as keyof OperatorSettings]]);
  return Object.fromEntries(entries) as OperatorSettings;
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; throws ConfigError naming each bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const repoRoot = findRepoRoot();
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (e.COOKIE_SAME_SITE === 'none' && !publicUrl.startsWith('https://')) {
    throw new ConfigError('Invalid configuration:\n  COOKIE_SAME_SITE: none needs an https PUBLIC_URL (browsers drop SameSite=None cookies without Secure)');
  }
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    dataDir: path.resolve(repoRoot, e.DATA_DIR ?? 'data'),
    publicUrl,
    corsOrigins,
    smtpUrl: e.SMTP_URL,
    demoPassword: e.DEMO_PASSWORD,
    production: e.NODE_ENV === 'production' || e.VWS_PRODUCTION === '1' || e.VWS_PRODUCTION === 'true',
    logLevel: e.LOG_LEVEL,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    lockoutThreshold: e.LOCKOUT_THRESHOLD,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    lockoutGlobalThreshold: e.LOCKOUT_GLOBAL_THRESHOLD,
    lockoutThrottleSeconds: e.LOCKOUT_THROTTLE_SECONDS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    authIpRateLimitMax: e.AUTH_IP_RATE_LIMIT_MAX ?? e.AUTH_RATE_LIMIT_MAX * 5,
    staticRoot: path.resolve(repoRoot, e.STATIC_ROOT ?? '.'),
    remotesJson: e.REMOTES_JSON ? path.resolve(repoRoot, e.REMOTES_JSON) : undefined,
    jwtSecret: e.JWT_SECRET,
    tenantConnectTimeoutMs: e.TENANT_CONNECT_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://'),
    cookieSameSite: e.COOKIE_SAME_SITE,
    operator: operatorSettings(env),
    reminderHour: e.REMINDER_HOUR,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    ...overrides,
  };
  return config;
}
