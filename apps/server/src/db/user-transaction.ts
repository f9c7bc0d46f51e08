import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';

/**
 * The namespace of the per-cook write lock, an arbitrary constant ("LRDR"). With a key taken from the
 * user id it names one PostgreSQL advisory lock per cook; the migration lock is a one-key lock, a
 * different space.
 */
const COOK_WRITES = 0x4c524452;

/** deadlock_detected and serialization_failure: nothing was written, the transaction can run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** A 32-bit key for the user: two cooks sharing one (once in ~4 billion) only wait for each other. */
function userKey(userId: string): number {
  return createHash('sha256').update(userId).digest().readInt32BE(0);
}

/** The PostgreSQL error code of a failed query, however deep Drizzle wrapped it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction that first takes the cook's write lock, held until it ends. Every
 * transaction that changes a cook's plan or shopping list runs here, so one cook's requests take their
 * turn instead of locking rows in different orders (and deadlocking); other cooks never wait. Should a
 * deadlock or serialization failure still happen (with a transaction outside this lock), the whole
 * transaction runs again, a few times at most.
 */
export async function inUserTransaction<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inUsersTransaction(db, [userId], work);
}

/**
 * `inUserTransaction` for work that changes several cooks at once (an anonymous cook's data merged into
 * an account): their locks are taken in one order (by key), so two such transactions never wait on each
 * other in a circle.
 */
export async function inUsersTransaction<T>(
  db: Db,
  userIds: readonly string[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const keys = [...new Set(userIds.map(userKey))].sort((a, b) => a - b);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        for (const key of keys) {
          await tx.execute(sql`select pg_advisory_xact_lock(${COOK_WRITES}::int4, ${key}::int4)`);
        }
        return work(tx);
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
