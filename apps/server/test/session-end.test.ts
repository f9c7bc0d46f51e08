import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type ServerProcess, spawnServer, stopServers, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

/**
 * Two real server processes on one database, as behind a load balancer: each keeps the sessions it saw
 * in memory (decision 018), and a session ended on one is refused by the other at once. The waits
 * below end on the first refused request; they are far shorter than the cache's 30 s, so a session
 * that only expired from the cache would fail them.
 */
const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'celeriac-gratin-77';
const REFUSED_WITHIN_MS = 5_000;

let external: TestDatabase;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  external = await createTestDatabase();
  servers = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `larder-session-${name}-`));
      dataDirs.push(dataDir);
      const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: external.url, PUBLIC_URL });
      // Two starts at once on a busy machine: more time than one alone.
      await waitUntilHealthy(server, 90_000);
      return server;
    }),
  );
}, 150_000);

afterAll(async () => {
  await stopServers();
  await external?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function call(server: ServerProcess, route: string, cookie: string, body?: unknown) {
  return fetch(`${server.url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie,
      origin: PUBLIC_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

let cooks = 0;
async function signUp(server: ServerProcess): Promise<{ email: string; cookie: string }> {
  const email = `cook${++cooks}-${Date.now()}@example.com`;
  const response = await call(server, '/api/auth/sign-up/email', '', {
    email,
    password: PASSWORD,
    name: 'Cook',
  });
  expect(response.status).toBe(200);
  return { email, cookie: cookieOf(response) };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await call(server, '/api/auth/sign-in/email', '', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** Uses the session on both servers, twice each: the second answer comes from each one's memory. */
async function useOnBoth(cookie: string): Promise<void> {
  for (const server of servers) {
    for (let i = 0; i < 2; i++) {
      expect((await call(server, '/api/pantry', cookie)).status).toBe(200);
      const session = await (await call(server, '/api/auth/get-session', cookie)).json();
      expect(session).toMatchObject({ user: { name: 'Cook' } });
    }
  }
}

/** Waits until the server refuses the session, both on a Larder route and in get-session. */
async function refusedBy(server: ServerProcess, cookie: string): Promise<void> {
  await waitFor(
    async () => ((await call(server, '/api/pantry', cookie)).status === 401 ? true : undefined),
    REFUSED_WITHIN_MS,
    10,
  );
  expect(await (await call(server, '/api/auth/get-session', cookie)).json()).toBeNull();
}

describe('a session ended on one server', () => {
  it('by signing out is refused by the other at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { cookie } = await signUp(a);
    await useOnBoth(cookie);

    expect((await call(a, '/api/auth/sign-out', cookie, {})).status).toBe(200);
    await refusedBy(b, cookie);
    await refusedBy(a, cookie);
  });

  it('by a password change (sign out other devices) is refused by both, the new one kept', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { email, cookie: phone } = await signUp(a);
    const laptop = await signIn(b, email);
    await useOnBoth(phone);
    await useOnBoth(laptop);

    const changed = await call(a, '/api/auth/change-password', laptop, {
      currentPassword: PASSWORD,
      newPassword: 'parsnip-crumble-88',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    await refusedBy(b, phone);
    await refusedBy(a, phone);
    // The device that changed it gets a new session cookie and goes on.
    const renewed = cookieOf(changed) || laptop;
    expect((await call(b, '/api/pantry', renewed)).status).toBe(200);
  });

  it('by "sign out everywhere" (revoke-sessions) is refused by both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { email, cookie: phone } = await signUp(b);
    const laptop = await signIn(a, email);
    await useOnBoth(phone);
    await useOnBoth(laptop);

    expect((await call(b, '/api/auth/revoke-sessions', laptop, {})).status).toBe(200);
    for (const cookie of [phone, laptop]) {
      await refusedBy(a, cookie);
      await refusedBy(b, cookie);
    }
  });
});
