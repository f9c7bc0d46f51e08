import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

const logger = createLogger('silent');
let testDb: TestDatabase;
const opened: Database[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const database of opened) await database.close();
  await testDb.drop();
});

function open(url: string) {
  const database = openDatabase(url, logger, { maxConnections: 1, connectTimeoutMs: 300 });
  opened.push(database);
  return database;
}

it('a query that waits too long for a busy pool gets its 503, and the database stays available', async () => {
  const database = open(testDb.url);
  const held = await database.pool.connect();
  // Through drizzle, as the routes query: its error carries the pool's as its cause.
  const waited = await database.db.execute(sql`select 1`).then(
    () => null,
    (error: unknown) => error,
  );
  expect(waited).toBeInstanceOf(Error);
  // Answered as "database unavailable" (the request's 503), without turning every other request away.
  expect(database.noteFailure(waited)).toBe(true);
  expect(database.isAvailable()).toBe(true);
  held.release();
  expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
});

it('a database that cannot be reached is marked unavailable', async () => {
  const database = open(`postgres://larder@127.0.0.1:${await freePort()}/larder`);
  const refused = await database.pool.query('select 1').then(
    () => null,
    (error: unknown) => error,
  );
  expect(database.noteFailure(refused)).toBe(true);
  expect(database.isAvailable()).toBe(false);
});
