import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Starting a cluster, killing it and waiting for crash recovery takes a while on a busy 2-core machine. */
const SLOW = 180_000;

import {
  freePort,
  isAlive,
  type RunningPostgres,
  startEmbeddedPostgres,
} from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { type ServerProcess, spawnServer, stopServers, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-outage-'));
const external: RunningPostgres[] = [];
afterAll(async () => {
  await stopServers();
  for (const postgres of external) await postgres.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'parsnip-soup-81';

/** A cook with a session (cookie and bearer token) and a pantry item, as the web and native apps hold them. */
async function cookWithPantry(server: ServerProcess) {
  // The server's PUBLIC_URL defaults to http://localhost:PORT, the origin its pages are served from.
  const origin = `http://localhost:${new URL(server.url).port}`;
  const email = `outage-${Date.now()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Outage Cook' }),
  });
  expect(signUp.status).toBe(200);
  const anonymous = await fetch(`${server.url}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(anonymous.status).toBe(200);
  const bearer = anonymous.headers.get('set-auth-token') ?? '';
  const cookie = (anonymous.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  expect(bearer.length).toBeGreaterThan(10);
  const added = await fetch(`${server.url}/api/pantry/items`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ text: '2 leeks' }),
  });
  expect(added.status).toBe(201);
  const saved = ((await added.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  expect(saved).toHaveLength(1);
  const rawToken = bearer.split('.')[0] ?? '';
  return {
    origin,
    email,
    bearer,
    cookie,
    rawToken,
    saved,
    cookieValue: cookie.split('=').slice(1).join('='),
  };
}

/** Every way a client calls Larder while the database is gone: each must be a 503 the app can retry. */
async function callsDuringOutage(server: ServerProcess, cook: Awaited<ReturnType<typeof cookWithPantry>>) {
  const json = { origin: cook.origin, 'content-type': 'application/json' };
  const calls: [string, RequestInit][] = [
    ['/api/me', { headers: { cookie: cook.cookie } }],
    ['/api/pantry', { headers: { authorization: `Bearer ${cook.bearer}` } }],
    ['/api/auth/get-session', { headers: { cookie: cook.cookie } }],
    [
      '/api/pantry/items',
      { method: 'POST', headers: { ...json, cookie: cook.cookie }, body: JSON.stringify({ text: 'milk' }) },
    ],
    [
      '/api/auth/sign-in/email',
      { method: 'POST', headers: json, body: JSON.stringify({ email: cook.email, password: PASSWORD }) },
    ],
    ['/api/recipes/saved', { headers: { authorization: `Bearer ${cook.bearer}` } }],
  ];
  for (const [route, init] of calls) {
    const response = await fetch(`${server.url}${route}`, init);
    const body = (await response.json()) as { error?: { code?: string } };
    expect({ route, status: response.status, code: body.error?.code }).toEqual({
      route,
      status: 503,
      code: 'database_unavailable',
    });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
}

function expectNoSecretIn(output: string, secrets: string[]) {
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(5);
    expect(output.includes(secret), `the log holds a secret (${secret.slice(0, 4)}…)`).toBe(false);
  }
}

function linesSaying(output: string, words: string): number {
  return output.split('\n').filter((line) => line.includes(words)).length;
}

async function expectRecovered(server: ServerProcess, cook: Awaited<ReturnType<typeof cookWithPantry>>) {
  await waitUntilHealthy(server, 60_000);
  const pantry = await fetch(`${server.url}/api/pantry`, {
    headers: { authorization: `Bearer ${cook.bearer}` },
  });
  expect(pantry.status).toBe(200);
  // What the cook saved before the outage is still there, under the same session.
  const { items } = (await pantry.json()) as { items: { id: string }[] };
  expect(items.map((item) => item.id)).toEqual(cook.saved);
}

function killPostmaster(postgresDir: string): number {
  const pid = Number(readFileSync(path.join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/**
 * Kills the PostgreSQL in `postgresDir` under a running server with a signed-in cook, checks every call
 * during the outage, lets it come back (`bringBack`, or the server's own restart), and checks the log.
 */
async function outage(server: ServerProcess, postgresDir: string, bringBack?: () => Promise<void>) {
  try {
    await waitUntilHealthy(server, SLOW / 2);
    const cook = await cookWithPantry(server);
    const killed = killPostmaster(postgresDir);
    await waitFor(async () => (isAlive(killed) ? undefined : true));
    await callsDuringOutage(server, cook);
    await bringBack?.();
    await expectRecovered(server, cook);

    const output = server.output();
    expectNoSecretIn(output, [cook.bearer, cook.rawToken, cook.cookieValue, PASSWORD]);
    expect(linesSaying(output, 'the database is unreachable')).toBe(1);
    expect(linesSaying(output, 'the database is back')).toBe(1);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect((await server.exited).code).toBe(0);
}

describe('when the database goes away', () => {
  it(
    'embedded: answers 503 database_unavailable, restarts its PostgreSQL, and never logs a secret',
    async () => {
      const serverDataDir = path.join(dataDir, 'embedded');
      const server = await spawnServer({ DATA_DIR: serverDataDir, LOG_LEVEL: 'trace' });
      await outage(server, path.join(serverDataDir, 'postgres'));
    },
    SLOW,
  );

  it(
    'DATABASE_URL: answers 503 while that PostgreSQL is down and reconnects when it is back',
    async () => {
      const postgresDir = path.join(dataDir, 'external', 'postgres');
      const port = await freePort();
      const silent = createLogger('silent');
      external.push(await startEmbeddedPostgres(postgresDir, silent, { port }));
      const server = await spawnServer({
        DATA_DIR: path.join(dataDir, 'external-server'),
        DATABASE_URL: (external[0] as RunningPostgres).url,
        LOG_LEVEL: 'trace',
      });
      // The operator brings their PostgreSQL back; Larder notices by itself.
      await outage(server, postgresDir, async () => {
        external.push(await startEmbeddedPostgres(postgresDir, silent, { port }));
      });
    },
    SLOW,
  );
});
