import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { PantryCache } from '../src/modules/pantry/pantry-cache.ts';
import {
  type ChangeListener,
  listenForChanges,
  PANTRY_CHANGES_CHANNEL,
} from '../src/platform/changes/change-listener.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

let testDb: TestDatabase;
let cached: ReturnType<typeof buildTestApp>['app'];
let plain: ReturnType<typeof buildTestApp>['app'];
let cache: PantryCache;
let changes: ChangeListener;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const env = testEnv({ TRUST_PROXY: 'true' });
  cache = new PantryCache();
  changes = await listenForChanges({
    url: testDb.url,
    caches: { [PANTRY_CHANGES_CHANNEL]: cache },
    logger: createLogger('silent'),
    retryMs: 50,
  });
  cached = buildTestApp({ env, database: testDb.database, kept: { pantry: cache, changes } }).app;
  // The same database without a cache: every answer read from PostgreSQL.
  plain = buildTestApp({ env, database: testDb.database }).app;
});
afterAll(async () => {
  await changes?.stop();
  await testDb.drop();
});

const sql = (text: string, values: unknown[] = []) => testDb.database.pool.query(text, values);

type Items = { items: { id: string; name: string; quantity: number | null }[] };

/** A signed-in (anonymous) cook of the cached app, with the items `text` reads as. */
async function cookWith(text: string) {
  const browser = browserSession(cached);
  expect((await browser.request('/api/auth/sign-in/anonymous', { json: {} })).status).toBe(200);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const added = await browser.request('/api/pantry/items', { json: { text } });
  expect(added.status).toBe(201);
  const { items } = (await added.json()) as Items;
  return { browser, cookie, items };
}

async function pantryOf(app: typeof cached, cookie: string, headers: Record<string, string> = {}) {
  const response = await app.request('/api/pantry', { headers: { cookie, ...headers } });
  expect(response.status).toBe(200);
  return response;
}
const itemsOf = async (app: typeof cached, cookie: string) =>
  ((await (await pantryOf(app, cookie)).json()) as Items).items;

describe('the pantry kept in memory', () => {
  it('answers what PostgreSQL holds, and the second time from memory', async () => {
    const cook = await cookWith('6 eggs, 200 g feta, 3 tomatoes');
    const first = await itemsOf(cached, cook.cookie);
    expect(first).toEqual(await itemsOf(plain, cook.cookie));
    expect(first.map((item) => item.name).sort()).toEqual(cook.items.map((item) => item.name).sort());
    // Changed behind the listener's back (no announcement): the cached answer does not see it.
    await sql('alter table pantry_items disable trigger pantry_item_changed');
    try {
      await sql(
        'update pantry_items set quantity = 12 where user_id = (select user_id from pantry_items where id = $1)',
        [cook.items[0]?.id],
      );
    } finally {
      await sql('alter table pantry_items enable trigger pantry_item_changed');
    }
    expect(await itemsOf(cached, cook.cookie)).toEqual(first);
    expect((await itemsOf(plain, cook.cookie)).every((item) => item.quantity === 12)).toBe(true);
  });

  it("shows the cook's own change on their very next request", async () => {
    const cook = await cookWith('2 onions');
    await itemsOf(cached, cook.cookie);
    const added = await cook.browser.request('/api/pantry/items', { json: { text: '500 g rice' } });
    expect(added.status).toBe(201);
    expect((await itemsOf(cached, cook.cookie)).map((item) => item.name)).toContain('rice');
    const [onion] = cook.items;
    const changed = await cook.browser.request(`/api/pantry/items/${onion?.id}`, {
      method: 'PATCH',
      json: { quantity: 5 },
    });
    expect(changed.status).toBe(200);
    expect((await itemsOf(cached, cook.cookie)).find((item) => item.id === onion?.id)?.quantity).toBe(5);
    const removed = await cook.browser.request(`/api/pantry/items/${onion?.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await itemsOf(cached, cook.cookie)).map((item) => item.id)).not.toContain(onion?.id);
  });

  it('forgets a pantry changed by any means: another server, a job, someone in psql', async () => {
    const cook = await cookWith('1 l milk');
    await itemsOf(cached, cook.cookie);
    await sql('update pantry_items set name = $1 where id = $2', ['oat milk', cook.items[0]?.id]);
    await waitFor(
      async () => ((await itemsOf(cached, cook.cookie))[0]?.name === 'oat milk' ? true : undefined),
      5_000,
      10,
    );
    await sql('truncate pantry_items');
    await waitFor(
      async () => ((await itemsOf(cached, cook.cookie)).length === 0 ? true : undefined),
      5_000,
      10,
    );
  });

  it("keeps one cook's pantry from every other cook", async () => {
    const first = await cookWith('4 chicken thighs');
    const second = await cookWith('a bag of spinach');
    await itemsOf(cached, first.cookie);
    const seen = await itemsOf(cached, second.cookie);
    expect(seen.map((item) => item.id)).toEqual(second.items.map((item) => item.id));
  });

  it('sends a large pantry gzipped to a client that accepts it, the same answer', async () => {
    // Thirty different foods: thirty lines (the same food would merge into one).
    const many = Array.from(
      { length: 30 },
      (_, n) => `${n + 1} jars of jam number ${String.fromCharCode(97 + (n % 26))}${n}`,
    ).join(', ');
    const cook = await cookWith(many);
    for (let ask = 0; ask < 2; ask++) {
      const response = await pantryOf(cached, cook.cookie, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(JSON.parse(gunzipSync(body).toString())).toEqual({ items: await itemsOf(plain, cook.cookie) });
    }
    const identity = await pantryOf(cached, cook.cookie);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the change listener', () => {
  it('syncs: once sync() resolves, every change committed before it has reached the caches', async () => {
    const heard: string[] = [];
    const spy = {
      setLive: () => undefined,
      clear: () => heard.push('*'),
      invalidateUser: (id: string) => heard.push(id),
    };
    const listener = await listenForChanges({
      url: testDb.url,
      caches: { [PANTRY_CHANGES_CHANNEL]: spy },
      logger: createLogger('silent'),
    });
    try {
      const cook = await cookWith('3 leeks');
      const owner = (await sql('select user_id from pantry_items where id = $1', [cook.items[0]?.id])).rows[0]
        ?.user_id as string;
      expect(owner).toBeTruthy();
      for (let round = 0; round < 5; round++) {
        heard.length = 0;
        await sql('update pantry_items set quantity = $1 where id = $2', [round + 1, cook.items[0]?.id]);
        await listener.sync();
        expect(heard).toEqual([owner]);
      }
    } finally {
      await listener.stop();
    }
  });
});
