import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isAlive } from '../src/db/embedded-postgres.ts';
import { createTestDatabase } from './database.ts';
import { spawnServer, stopServers, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-process-'));
// A failed test may leave its server running on the folder the next test starts one on.
afterEach(() => stopServers());
afterAll(async () => {
  // Or the PostgreSQL of a killed server.
  const orphan = existsSync(postmasterFile()) ? postmasterPid() : undefined;
  if (orphan && isAlive(orphan)) {
    process.kill(orphan, 'SIGINT');
    await waitFor(async () => (isAlive(orphan) ? undefined : true));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const FIRST_START = 'creating the embedded PostgreSQL cluster';
/** Each test waits for one or two server starts (up to 40 s each, see waitUntilHealthy). */
const STARTS = { timeout: 90_000 };

function postmasterFile(): string {
  return path.join(dataDir, 'postgres', 'postmaster.pid');
}

function postmasterPid(): number {
  return Number(readFileSync(postmasterFile(), 'utf8').split('\n')[0]);
}

async function withClient<T>(port: number | undefined, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://larder:larder-embedded@localhost:${port}/larder`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the server process on its embedded PostgreSQL', STARTS, () => {
  it('first start creates the cluster, migrates and serves; SIGTERM stops server and PostgreSQL cleanly', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilHealthy(server);
    expect(server.output()).toContain(FIRST_START);
    // Idle connections are kept past a proxy's 60 s, so a reused one is never reset as it is reused.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    await withClient(server.embeddedPort(), async (client) => {
      await client.query('create table kept_notes (note text)');
      await client.query("insert into kept_notes values ('still here after a restart')");
    });
    const pid = postmasterPid();
    expect(isAlive(pid)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(postmasterFile())).toBe(false);
  });

  it('a second start reuses the data: nothing re-created, rows and migrations kept', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilHealthy(server);
    expect(server.output()).not.toContain(FIRST_START);
    const { notes, migrations } = await withClient(server.embeddedPort(), async (client) => ({
      notes: (await client.query('select note from kept_notes')).rows,
      migrations: (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]
        .n,
    }));
    expect(notes).toEqual([{ note: 'still here after a restart' }]);
    expect(migrations).toBeGreaterThan(0);
    server.child.kill('SIGINT');
    expect((await server.exited).code).toBe(0);
  });

  it('a Ctrl-C in the terminal (SIGINT to the whole process group) stops HTTP, the pool, then PostgreSQL', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir }, { ownProcessGroup: true });
    await waitUntilHealthy(server);
    const pid = postmasterPid();
    process.kill(-(server.child.pid as number), 'SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const output = server.output();
    expect(output).toContain('stopped cleanly');
    // PostgreSQL is stopped by the server, after its pool: never from under it.
    expect(output).not.toMatch(/database connection|database is unreachable|terminating connection/);
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('after a crash (SIGKILL) the next start takes over the PostgreSQL left running', async () => {
    const crashed = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilHealthy(crashed);
    const orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(isAlive(orphan)).toBe(true);

    const server = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilHealthy(server);
    expect(isAlive(orphan)).toBe(false);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

describe('DATABASE_URL', STARTS, () => {
  it('uses that PostgreSQL, migrates it and starts no embedded one', async () => {
    const external = await createTestDatabase();
    const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'larder-external-'));
    try {
      const server = await spawnServer({ DATA_DIR: emptyDataDir, DATABASE_URL: external.url });
      await waitUntilHealthy(server);
      expect(existsSync(path.join(emptyDataDir, 'postgres'))).toBe(false);
      expect(server.output()).not.toContain('embedded PostgreSQL');
      const tables = await external.database.pool.query("select to_regclass('public.rate_limit_hits') as t");
      expect(tables.rows[0].t).toBe('rate_limit_hits');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    } finally {
      await external.drop();
      rmSync(emptyDataDir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message when that PostgreSQL cannot be reached', async () => {
    const server = await spawnServer({ DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/larder' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/Larder could not start/);
    expect(server.output()).not.toContain('nothing@');
  });
});

describe('bad environment values', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL: expected a URL such as postgres://'],
    [{ LOG_LEVEL: 'chatty' }, 'LOG_LEVEL: expected one of'],
  ])('%o stops the server with a message naming the variable', async (env, message) => {
    const server = await spawnServer(env);
    const exit = await waitFor(async () => server.exited, 20_000);
    expect(exit.code).toBe(1);
    expect(server.output()).toContain('Larder cannot start: the environment has invalid values.');
    expect(server.output()).toContain(message);
  });
});
