import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import * as authSchema from './auth-schema.ts';
import * as kitchenSchema from './kitchen-schema.ts';
import * as planSchema from './plan-schema.ts';
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
};

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** True when PostgreSQL answers a trivial query within the timeout. */
  ping: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
}

export function openDatabase(url: string, logger: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // When PostgreSQL goes away, idle clients emit errors; the pool drops them and reconnects on demand.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'database connection lost'));
  const db = drizzle(pool, { schema });

  return {
    db,
    pool,
    ping: async (timeoutMs = 2_000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = pool.query('select 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}
