/* eslint-disable @typescript-eslint/no-explicit-any -- a cluster connection serves the tables of every module; callers name theirs (TenantContext<DB>, migrations) */
import { Kysely, PostgresDialect, type PostgresPool, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { HttpError } from '../platform/request-context';
import { quoteIdent } from './migrate';
import { tenantScope } from './tenant-scope';

/** Where one customer's database lives: catalog columns of meta.customers. */
export interface TenantLocation {
  customer_uid: string;
  cluster_dsn: string | null;
  schema_name: string;
}

export class TenantUnavailableError extends HttpError {
  constructor(customerUid: string, cause: unknown) {
    super(503, 'customerDBNotAvailable', 'customerDBNotAvailable');
    this.cause = cause;
    this.customerUid = customerUid;
  }
  customerUid: string;
}

/** Marks a failure to obtain a connection, as opposed to a failing query. */
class ConnectFailed extends Error {
  constructor(public override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * A cluster that goes away emits 'error' on its clients, idle or checked out; unhandled, that
 * would end the process. The failing query itself still reports the error to its caller.
 */
export function keepAliveOnConnectionLoss(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** The cluster went away under an open connection (as opposed to a failing statement). */
function isConnectionLoss(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code;
  return (code !== undefined && CONNECTION_ERROR_CODES.has(code)) || /Connection terminated|connection ended|not queryable/i.test(err.message);
}

function guardConnect(pool: pg.Pool): PostgresPool {
  return {
    connect: () => pool.connect().catch((err: unknown) => Promise.reject(new ConnectFailed(err))),
    end: () => pool.end(),
  };
}

/**
 * Routes customers to their cluster (DESIGN.md §5): the main database when cluster_dsn is null,
 * else one lazily created pool per DSN with a short connect timeout. A cluster that cannot be
 * reached answers 503 customerDBNotAvailable for its customers only.
 */
export class TenantDatabases {
  private readonly clusters = new Map<string, Kysely<any>>();

  constructor(
    private readonly main: Kysely<any>,
    private readonly options: { connectTimeoutMs: number; maxPerCluster?: number },
  ) {}

  /** The Kysely instance of the customer's cluster (not bound to its schema). */
  clusterOf(location: Pick<TenantLocation, 'cluster_dsn'>): Kysely<any> {
    const dsn = location.cluster_dsn;
    if (!dsn) return this.main;
    let db = this.clusters.get(dsn);
    if (!db) {
      const pool = new pg.Pool({
        connectionString: dsn,
        connectionTimeoutMillis: this.options.connectTimeoutMs,
        max: this.options.maxPerCluster ?? 5,
        idleTimeoutMillis: 30_000,
      });
      keepAliveOnConnectionLoss(pool);
      db = new Kysely<any>({ dialect: new PostgresDialect({ pool: guardConnect(pool) }) });
      this.clusters.set(dsn, db);
    }
    return db;
  }

  /**
   * Runs fn in a transaction on the customer's cluster with its schema bound (withSchema, and
   * search_path for raw SQL).
   */
  async withTenant<T>(location: TenantLocation, fn: (db: Transaction<any>) => Promise<T>): Promise<T> {
    const schema = quoteIdent(location.schema_name);
    const cluster = this.clusterOf(location);
    // Only a transaction on the main database can starve the (single-connection) meta pool.
    const run = <R>(body: () => Promise<R>) => (cluster === this.main ? tenantScope.run({ schema: location.schema_name }, body) : body());
    try {
      return await cluster.transaction().execute(async (trx) => {
        await sql.raw(`set local search_path to ${schema}, public`).execute(trx);
        return run(() => fn(trx.withSchema(location.schema_name)));
      });
    } catch (err) {
      throw this.translate(location, err);
    }
  }

  /** Connection failures of a tenant's cluster become 503 customerDBNotAvailable. */
  private translate(location: TenantLocation, err: unknown): unknown {
    if (err instanceof ConnectFailed) return new TenantUnavailableError(location.customer_uid, err.cause);
    if (location.cluster_dsn && isConnectionLoss(err)) return new TenantUnavailableError(location.customer_uid, err);
    return err;
  }

  /** Runs fn with the cluster's Kysely (migrations, provisioning); connect failures become 503. */
  async onCluster<T>(location: TenantLocation, fn: (db: Kysely<any>) => Promise<T>): Promise<T> {
    try {
      return await fn(this.clusterOf(location));
    } catch (err) {
      throw this.translate(location, err);
    }
  }

  async close(): Promise<void> {
    const all = [...this.clusters.values()];
    this.clusters.clear();
    await Promise.allSettled(all.map((db) => db.destroy()));
  }
}
