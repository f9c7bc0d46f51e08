import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/wait-for.ts';
import { AppError } from '../http/app-error.ts';
import { inUserTransaction } from './user-transaction.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

/** Two advisory locks that stand for rows two transactions lock in opposite orders. */
const FIRST = 'select pg_advisory_xact_lock(7, 1)';
const SECOND = 'select pg_advisory_xact_lock(7, 2)';

async function waitersFor(objid: number): Promise<number> {
  const { rows } = await testDb.database.pool.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_locks
     where locktype = 'advisory' and classid = 7 and objid = $1 and not granted
       and database = (select oid from pg_database where datname = current_database())`,
    [objid],
  );
  return rows[0]?.waiting ?? 0;
}

describe('a cook’s transaction (PostgreSQL)', () => {
  it('runs again when PostgreSQL ends it to break a deadlock', async () => {
    // A transaction outside the cook's turn takes the second lock, then (below) asks for the first.
    const other = await testDb.database.pool.connect();
    try {
      await other.query('begin');
      // Only the cook's transaction detects the deadlock, so it is the one PostgreSQL ends.
      await other.query(`set local deadlock_timeout = '60s'`);
      await other.query(SECOND);
      let attempts = 0;
      const cook = inUserTransaction(testDb.database.db, 'cook-1', async (tx) => {
        attempts += 1;
        await tx.execute(sql.raw(FIRST));
        await tx.execute(sql.raw(SECOND));
        return 'written';
      }).catch((error: unknown) => error);
      await waitFor(async () => ((await waitersFor(2)) === 1 ? true : undefined));
      await other.query(FIRST);
      await other.query('commit');
      expect(await cook).toBe('written');
      expect(attempts).toBe(2);
    } finally {
      other.release(true);
    }
  });

  it('does not run again a transaction that failed for another reason', async () => {
    let attempts = 0;
    const failing = inUserTransaction(testDb.database.db, 'cook-2', async () => {
      attempts += 1;
      throw new AppError('not_found', 'That plan is not yours or no longer exists.');
    });
    await expect(failing).rejects.toMatchObject({ code: 'not_found' });
    expect(attempts).toBe(1);
  });
});
