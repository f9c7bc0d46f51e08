import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';

const TEMPLATE_DATABASE = 'larder_template';

export interface TestDatabase {
  url: string;
  database: Database;
  drop: () => Promise<void>;
}

/** A fresh, fully migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = openDatabase(url, createLogger('silent'));
  return {
    url,
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
