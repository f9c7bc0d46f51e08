import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import * as adminSchema from './admin-schema.ts';
import * as authSchema from './auth-schema.ts';
import * as collectionSchema from './collection-schema.ts';
import { isConnectionError, isPoolBusy } from './connection-error.ts';
import * as conversionSchema from './conversion-schema.ts';
import * as entitlementSchema from './entitlement-schema.ts';
import * as kitchenSchema from './kitchen-schema.ts';
import * as planSchema from './plan-schema.ts';
import * as profileSchema from './profile-schema.ts';
import * as pushSchema from './push-schema.ts';
import * as recipePhotoSchema from './recipe-photo-schema.ts';
import * as appSchema from './schema.ts';
import * as supportSchema from './support-schema.ts';
import * as uploadSchema from './upload-schema.ts';

const schema = {
  ...appSchema,
  ...authSchema,
  ...kitchenSchema,
  ...planSchema,
  ...supportSchema,
  ...uploadSchema,
  ...entitlementSchema,
  ...collectionSchema,
  ...pushSchema,
  ...conversionSchema,
  ...profileSchema,
  ...adminSchema,
  ...recipePhotoSchema,
};

export type Db = NodePgDatabase<typeof schema>;

/** What `db.transaction(work)` hands to `work`: the same queries, run inside that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the HTTP layer and workers need to know about the database being there. */
export interface DatabaseAvailability {
  /** False from the moment PostgreSQL is found unreachable until a probe reaches it again. */
  isAvailable: () => boolean;
  /**
   * Tells the monitor about a failed query. True when the failure means PostgreSQL cannot be reached
   * (the caller answers 503 and logs nothing more: the monitor says once that it is down).
   */
  noteFailure: (error: unknown) => boolean;
}

export interface Database extends DatabaseAvailability {
  db: Db;
  pool: pg.Pool;
  /** True when PostgreSQL answers a trivial query within the timeout. */
  ping: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** How often to try PostgreSQL again while it is unreachable. */
  probeEveryMs?: number;
  /** Connections the pool opens at most. */
  maxConnections?: number;
  /**
   * How long a query waits for a connection (a free one, or a new one to open) before it fails. A new
   * connection takes milliseconds; seconds only on a machine too busy to answer, or to a host gone.
   */
  connectTimeoutMs?: number;
}

/**
 * Opens the pool. When PostgreSQL goes away (killed, restarted, network gone), the first failure marks
 * it unavailable and logs one line; a probe then tries it every `probeEveryMs` and logs one line when it
 * answers again. The pool itself reconnects on demand, so nothing else has to restart.
 */
export function openDatabase(url: string, logger: Logger, options: DatabaseOptions = {}): Database {
  const probeEveryMs = options.probeEveryMs ?? 1_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  const db = drizzle(pool, { schema });
  let available = true;
  let closed = false;
  let probe: NodeJS.Timeout | undefined;
  let downSince = 0;

  const ping = async (timeoutMs = 2_000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = pool.query('select 1').then(
      () => {
        markAvailable();
        return true;
      },
      (error: unknown) => {
        noteFailure(error);
        return false;
      },
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const markAvailable = () => {
    if (available) return;
    available = true;
    clearTimeout(probe);
    logger.info({ downForMs: Date.now() - downSince }, 'the database is back');
  };

  const probeUntilBack = () => {
    probe = setTimeout(async () => {
      if (!closed && !(await ping())) probeUntilBack();
    }, probeEveryMs);
    probe.unref();
  };

  const noteFailure = (error: unknown) => {
    if (!isConnectionError(error)) return false;
    // A request that waited too long for a free connection gets its 503, but a busy pool is not a
    // database gone: every other request goes on (turning them all away would not drain it sooner).
    if (isPoolBusy(error)) return true;
    if (available && !closed) {
      available = false;
      downSince = Date.now();
      const code = (error as { code?: unknown })?.code;
      logger.warn(
        { code: typeof code === 'string' ? code : undefined },
        'the database is unreachable: requests get 503 database_unavailable until it is back',
      );
      probeUntilBack();
    }
    return true;
  };

  // Idle clients emit errors when PostgreSQL goes away; the pool drops them and reconnects on demand.
  pool.on('error', (error) => {
    if (!noteFailure(error) && !closed) logger.warn({ err: error }, 'database connection error');
  });

  return {
    db,
    pool,
    ping,
    isAvailable: () => available,
    noteFailure,
    close: async () => {
      closed = true;
      clearTimeout(probe);
      await pool.end();
    },
  };
}
