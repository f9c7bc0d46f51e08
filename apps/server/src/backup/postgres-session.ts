import pg from 'pg';
import { BackupError } from './backup-error.ts';

/**
 * Rows travel as PostgreSQL's own text form of each row. These settings make that text the same on
 * whichever server writes or reads it (pg_dump sets the same ones): ISO dates in UTC, every float digit.
 */
export async function useStableTextFormats(client: pg.Client): Promise<void> {
  await client.query(
    "set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set timezone = 'UTC'; " +
      "set extra_float_digits = 3; set bytea_output = 'hex'; set client_encoding = 'UTF8'",
  );
}

/** `"schema"."name"`, quoted for SQL. */
export const qualified = (schema: string, name: string) =>
  `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

/** Where a database is, for messages: host, port and name, never the user or password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Connects, or fails with a message that names the server but not the credentials. */
export async function connectTo(database: { url: string; description: string }): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
  // A server that goes away mid-backup surfaces as a failed query; the idle error needs no handler.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot reach the ${database.description}: ${error instanceof Error ? error.message : error}.`,
    );
  }
  return client;
}
