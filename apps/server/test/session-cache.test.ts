import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { PantryCache } from '../src/modules/pantry/pantry-cache.ts';
import { SessionCache } from '../src/platform/auth/session-cache.ts';
import { useSessionCache } from '../src/platform/auth/session-lookup.ts';
import {
  type ChangeListener,
  listenForChanges,
  PANTRY_CHANGES_CHANNEL,
  SESSION_CHANGES_CHANNEL,
} from '../src/platform/changes/change-listener.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

let testDb: TestDatabase;
let cached: ReturnType<typeof buildTestApp>['app'];
let plain: ReturnType<typeof buildTestApp>['app'];
let cache: SessionCache;
let pantryCache: PantryCache;
let changes: ChangeListener;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const env = testEnv({ TRUST_PROXY: 'true' });
  cache = new SessionCache();
  pantryCache = new PantryCache();
  changes = await listen();
  // Handed over once: the listener object is replaced when a test stops and restarts it.
  const sync = () => changes.sync();
  const built = buildTestApp({
    env,
    database: testDb.database,
    kept: { pantry: pantryCache, changes: { sync } },
  });
  useSessionCache(built.auth, cache);
  cached = built.app;
  // The same database without a cache: what better-auth answers by itself.
  plain = buildTestApp({ env, database: testDb.database }).app;
});
afterAll(async () => {
  await changes?.stop();
  await testDb.drop();
});

const listen = () =>
  listenForChanges({
    url: testDb.url,
    caches: { [SESSION_CHANGES_CHANNEL]: cache, [PANTRY_CHANGES_CHANNEL]: pantryCache },
    logger: createLogger('silent'),
    retryMs: 50,
  });

const sql = (text: string, values: unknown[] = []) => testDb.database.pool.query(text, values);

async function anonymousCook() {
  const browser = browserSession(cached);
  expect((await browser.request('/api/auth/sign-in/anonymous', { json: {} })).status).toBe(200);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const session = (await (await browser.request('/api/auth/get-session')).json()) as {
    session: { token: string; userId: string };
  };
  return { cookie, token: session.session.token, userId: session.session.userId };
}

const pantry = (app: typeof cached, cookie: string) => app.request('/api/pantry', { headers: { cookie } });

async function getSession(app: typeof cached, headers: Record<string, string>) {
  const response = await app.request('/api/auth/get-session', { headers });
  return {
    status: response.status,
    body: await response.json(),
    clearsCookie: response.headers.getSetCookie().some((line) => /max-age=0/i.test(line)),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** Whether this credential is answered from memory: its row is gone while no change is announced. */
async function answeredFromMemory(cookie: string, token: string) {
  await sql('alter table session disable trigger session_changed');
  try {
    await sql('delete from session where token = $1', [token]);
    return (await pantry(cached, cookie)).status === 200 && (await pantry(plain, cookie)).status === 401;
  } finally {
    await sql('alter table session enable trigger session_changed');
  }
}

describe('the session cache', () => {
  it('answers get-session as better-auth does: signed in, a bearer token, a bad cookie, no cookie', async () => {
    const { cookie, token } = await anonymousCook();
    const cases: Record<string, string>[] = [
      { cookie },
      { authorization: `Bearer ${token}` },
      { cookie: 'better-auth.session_token=not-a-session.signature' },
      {},
    ];
    for (const headers of cases) {
      // Twice: the second answer comes from the cache when there is one to keep.
      const fromCache = [await getSession(cached, headers), await getSession(cached, headers)];
      const fromBetterAuth = await getSession(plain, headers);
      expect(fromCache[0]).toEqual(fromBetterAuth);
      expect(fromCache[1]).toEqual(fromBetterAuth);
    }
    expect((await getSession(cached, { cookie })).body).toMatchObject({ user: { isAnonymous: true } });
  });

  it('answers a signed-in request from memory, and forgets it when the session or user changes', async () => {
    const cook = await anonymousCook();
    expect((await pantry(cached, cook.cookie)).status).toBe(200);
    expect(await answeredFromMemory(cook.cookie, cook.token)).toBe(true);
    // Any change to the user (here: nothing but its row being written) is announced and heard.
    await sql('update "user" set updated_at = now() where id = $1', [cook.userId]);
    await waitFor(
      async () => ((await pantry(cached, cook.cookie)).status === 401 ? true : undefined),
      5_000,
      10,
    );
  });

  it('forgets a user when a session row of theirs is deleted, by any means', async () => {
    const cook = await anonymousCook();
    expect((await pantry(cached, cook.cookie)).status).toBe(200);
    expect((await pantry(cached, cook.cookie)).status).toBe(200);
    await sql('delete from session where token = $1', [cook.token]);
    await waitFor(
      async () => ((await pantry(cached, cook.cookie)).status === 401 ? true : undefined),
      5_000,
      10,
    );
  });

  it('asks the database every time while it does not listen for changes', async () => {
    await changes.stop();
    expect(cache.live).toBe(false);
    const cook = await anonymousCook();
    expect((await pantry(cached, cook.cookie)).status).toBe(200);
    expect(await answeredFromMemory(cook.cookie, cook.token)).toBe(false);
    changes = await listen();
    expect(cache.live).toBe(true);
  });

  it('listens again by itself when its connection is cut, and only then answers from memory', async () => {
    const listenerPid = async () =>
      (
        await sql(
          'select pid from pg_stat_activity where datname = current_database() and position($1 in query) > 0',
          [`listen ${SESSION_CHANGES_CHANNEL}`],
        )
      ).rows[0]?.pid as number | undefined;
    const cut = await listenerPid();
    expect(cut).toBeDefined();
    await sql('select pg_terminate_backend($1)', [cut]);
    await waitFor(async () => {
      const pid = await listenerPid();
      return pid !== undefined && pid !== cut && cache.live ? true : undefined;
    });
    const cook = await anonymousCook();
    expect((await pantry(cached, cook.cookie)).status).toBe(200);
    expect(await answeredFromMemory(cook.cookie, cook.token)).toBe(true);
  });

  it('is announced nothing for rows that are only read or added', async () => {
    const listener = new pg.Client({ connectionString: testDb.url });
    const heard: string[] = [];
    await listener.connect();
    try {
      listener.on('notification', ({ payload }) => heard.push(payload ?? ''));
      await listener.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      const heardAfter = async (marker: string) => {
        // Notifications arrive in commit order: once this one is heard, every earlier one was.
        await sql('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, marker]);
        await waitFor(async () => (heard.includes(marker) ? true : undefined));
        return heard.splice(0);
      };
      const cook = await anonymousCook();
      await pantry(plain, cook.cookie);
      expect(await heardAfter('marker-1')).toEqual(['marker-1']);
      await sql('delete from session where token = $1', [cook.token]);
      expect(await heardAfter('marker-2')).toEqual([cook.userId, 'marker-2']);
    } finally {
      await listener.end();
    }
  });
});
