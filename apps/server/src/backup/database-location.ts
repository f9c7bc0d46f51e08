import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import type { Logger } from '../logger.ts';
import { BackupError } from './backup-error.ts';
import { describeDatabase } from './postgres-session.ts';

/** Larder's database: DATABASE_URL's, or the embedded one in DATA_DIR/postgres. */
export type DatabaseLocation = { kind: 'external'; url: string } | { kind: 'embedded'; folder: string };

export function databaseLocation(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseLocation {
  return env.DATABASE_URL
    ? { kind: 'external', url: env.DATABASE_URL }
    : { kind: 'embedded', folder: path.join(env.DATA_DIR, 'postgres') };
}

export interface OpenDatabase {
  url: string;
  /** For messages: where it is, never its password. */
  description: string;
  /** Stops the embedded PostgreSQL if this command started it; leaves a running server's alone. */
  close: () => Promise<void>;
}

/**
 * The database to back up, running: DATABASE_URL's; the embedded PostgreSQL Larder is running on
 * DATA_DIR; or, when Larder is stopped, that same PostgreSQL started just for the backup.
 */
export async function openExistingDatabase(
  location: DatabaseLocation,
  logger: Logger,
): Promise<OpenDatabase> {
  if (location.kind === 'external') {
    return { url: location.url, description: describeDatabase(location.url), close: async () => {} };
  }
  const port = await runningEmbeddedPort(location.folder);
  if (port !== null) {
    return {
      url: embeddedUrl(port),
      description: `the running embedded PostgreSQL in ${location.folder}`,
      close: async () => {},
    };
  }
  if (!existsSync(path.join(location.folder, 'PG_VERSION'))) {
    throw new BackupError(
      `No Larder database in ${location.folder}: nothing to back up (set DATA_DIR, or DATABASE_URL).`,
    );
  }
  const postgres = await startEmbeddedPostgres(location.folder, logger);
  return {
    url: postgres.url,
    description: `the embedded PostgreSQL in ${location.folder} (started for the backup, then stopped)`,
    close: once(() => stopPostgres(postgres, location.folder)),
  };
}

/** Refuses an embedded database folder that holds anything: a restore never writes over data. */
export async function ensureNoEmbeddedDatabase(location: DatabaseLocation): Promise<void> {
  if (location.kind !== 'embedded') return;
  const entries = await readdir(location.folder).catch(() => []);
  if (entries.length > 0) {
    throw new BackupError(
      `${location.folder} already holds a database. Restore only into an empty data folder: ` +
        'choose a new DATA_DIR, or move the old one away first.',
    );
  }
}

/** Creates the embedded cluster for a restore (in an empty folder) and starts it. */
export async function createEmbeddedDatabase(folder: string, logger: Logger): Promise<OpenDatabase> {
  const postgres = await startEmbeddedPostgres(folder, logger);
  return {
    url: postgres.url,
    description: `the embedded PostgreSQL in ${folder}`,
    close: once(() => stopPostgres(postgres, folder)),
  };
}

/**
 * Stops PostgreSQL, also when it has already stopped by itself: Ctrl-C in a terminal reaches PostgreSQL
 * too, and embedded-postgres's stop() would then wait forever for an exit that has already happened.
 * PostgreSQL removes its postmaster.pid when it has shut down.
 */
async function stopPostgres(postgres: { stop: () => Promise<void> }, folder: string): Promise<void> {
  let done = false;
  const gone = async () => {
    while (!done && existsSync(path.join(folder, 'postmaster.pid'))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([postgres.stop(), gone()]).finally(() => {
    done = true;
  });
}

/** Stops PostgreSQL at most once, however many clean-up paths ask. */
function once(stop: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= stop();
    return stopping;
  };
}
