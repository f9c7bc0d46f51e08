import { randomUUID } from 'node:crypto';
import type { PantryItemDto } from '@larder/domain/api/pantry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { foodSaved } from '../src/db/kitchen-schema.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, userIdOf } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
/** 10 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 10, 12);
let clock = NOON;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
    database: testDb.database,
    now: () => clock,
  }).app;
});
beforeEach(() => {
  clock = NOON;
});
afterAll(() => testDb.drop());

type Items = { items: PantryItemDto[] };
const add = (browser: Browser, body: unknown) => browser.request('/api/pantry/items', { json: body });
const patch = (browser: Browser, id: string, body: unknown) =>
  browser.request(`/api/pantry/items/${id}`, { method: 'PATCH', json: body });
const pantry = async (browser: Browser) => (await json<Items>(await browser.request('/api/pantry'))).items;
const byName = (items: PantryItemDto[], name: string) => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in ${items.map((item) => item.name).join(', ')}`);
  return found;
};

describe('who may use the pantry', () => {
  it('answers 401 without a session, and works for an anonymous one', async () => {
    const stranger = browserSession(app);
    expect((await stranger.request('/api/pantry')).status).toBe(401);
    const refused = await add(stranger, { text: '2 eggs' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const browser = await anonymousBrowser(app);
    expect(await pantry(browser)).toEqual([]);
  });
});

describe('adding from text', () => {
  it('reads several items per line, keeps unknown words with a suggestion, and estimates expiry', async () => {
    const browser = await anonymousBrowser(app);
    const response = await add(browser, {
      text: '2 eggs, 200 g feta and half a cucumber\n3 blorfs; fetta',
    });
    expect(response.status).toBe(201);
    const { items } = await json<Items>(response);
    expect(items.map((item) => item.name)).toEqual(['egg', 'feta', 'cucumber', 'blorfs', 'fetta']);
    expect(byName(items, 'egg')).toMatchObject({
      ingredientId: 'egg',
      quantity: 2,
      unit: 'piece',
      place: 'fridge',
    });
    expect(byName(items, 'feta')).toMatchObject({
      ingredientId: 'feta',
      quantity: 200,
      unit: 'g',
      place: 'fridge',
      // Feta keeps at least 7 days in the fridge (catalog, FoodKeeper).
      expiresOn: '2026-03-17',
      expiryEstimated: true,
      opened: false,
      addedOn: '2026-03-10',
    });
    expect(byName(items, 'cucumber')).toMatchObject({ quantity: 0.5, unit: 'piece' });
    expect(byName(items, 'blorfs')).toMatchObject({
      ingredientId: null,
      quantity: 3,
      expiresOn: null,
      expiryEstimated: false,
    });
    expect(byName(items, 'fetta')).toMatchObject({
      ingredientId: null,
      suggestion: { ingredientId: 'feta', name: 'feta' },
    });
    expect(items[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a clear typo as the food it means, says what was typed, and keeps the name when put back', async () => {
    const browser = await anonymousBrowser(app);
    const response = await add(browser, { text: 'brocoli, chiken thighs, pasata' });
    expect(response.status).toBe(201);
    const { items } = await json<Items>(response);
    expect(
      items.map(({ name, ingredientId, correctedFrom }) => ({ name, ingredientId, correctedFrom })),
    ).toEqual([
      { name: 'broccoli', ingredientId: 'broccoli', correctedFrom: 'brocoli' },
      { name: 'chicken thigh', ingredientId: 'chicken-thigh', correctedFrom: 'chiken thighs' },
      { name: 'pasata', ingredientId: null, correctedFrom: undefined },
    ]);
    expect(byName(items, 'pasata').suggestion).toBeDefined();
    // Undo: the cook puts the name back as typed; it stays as written, with a "did you mean".
    const broccoli = byName(items, 'broccoli');
    const undone = await json<{ item: PantryItemDto }>(
      await patch(browser, broccoli.id, { name: 'brocoli' }),
    );
    expect(undone.item).toMatchObject({
      name: 'brocoli',
      ingredientId: null,
      suggestion: { ingredientId: 'broccoli', name: 'broccoli' },
    });
    expect(byName(await pantry(browser), 'brocoli').correctedFrom).toBeUndefined();
  });

  it('lists the pantry expiring first, undated items last', async () => {
    const browser = await anonymousBrowser(app);
    await add(browser, { text: '6 eggs, 200 g feta, a cucumber, 2 blorfs' });
    await add(browser, { items: [{ name: 'milk', expiresOn: '2026-03-08' }] });
    const names = (await pantry(browser)).map((item) => item.name);
    // milk is past its date, cucumber keeps 4 days, feta 7, eggs 21; blorfs have no date.
    expect(names).toEqual(['milk', 'cucumber', 'feta', 'egg', 'blorfs']);
  });

  it.each([
    ['100000 eggs', /100000 eggs/],
    ['2 eggs, 0 tomatoes', /0 tomatoes/],
  ])('refuses an absurd quantity in "%s", naming the text', async (text, part) => {
    const browser = await anonymousBrowser(app);
    const response = await add(browser, { text });
    expect(response.status).toBe(400);
    const { error } = await json<{ error: { field: string; message: string } }>(response);
    expect(error.field).toBe('text');
    expect(error.message).toMatch(part);
    expect(await pantry(browser)).toEqual([]);
  });
});

describe('adding structured items', () => {
  it('recognises names, uses the usual place, estimates expiry, and allows a past date', async () => {
    const browser = await anonymousBrowser(app);
    const response = await add(browser, {
      items: [
        { name: 'Tomatoes', quantity: 4 },
        { name: 'chicken breast', quantity: 500, unit: 'g', place: 'freezer' },
        { name: 'yoghurt pot', quantity: 1, expiresOn: '2026-03-01', place: 'fridge' },
      ],
    });
    expect(response.status).toBe(201);
    const { items } = await json<Items>(response);
    expect(items[0]).toMatchObject({ name: 'tomato', ingredientId: 'tomato', place: 'cupboard', unit: null });
    expect(items[0]?.expiresOn).toBe('2026-03-13');
    expect(items[1]).toMatchObject({ place: 'freezer', expiresOn: '2026-12-05', expiryEstimated: true });
    expect(items[2]).toMatchObject({ expiresOn: '2026-03-01', expiryEstimated: false });
  });

  it('adds an item once however often the same clientId is sent', async () => {
    const browser = await anonymousBrowser(app);
    const clientId = randomUUID();
    const first = await json<Items>(
      await add(browser, { items: [{ name: 'feta', quantity: 200, unit: 'g', clientId }] }),
    );
    const again = await add(browser, { items: [{ name: 'feta', quantity: 200, unit: 'g', clientId }] });
    expect(again.status).toBe(201);
    expect((await json<Items>(again)).items[0]?.id).toBe(first.items[0]?.id);
    const twiceInOne = randomUUID();
    const both = await json<Items>(
      await add(browser, {
        items: [
          { name: 'egg', clientId: twiceInOne },
          { name: 'egg', clientId: twiceInOne },
        ],
      }),
    );
    expect(both.items[0]?.id).toBe(both.items[1]?.id);
    const parallel = randomUUID();
    await Promise.all(
      Array.from({ length: 5 }, () => add(browser, { items: [{ name: 'lemon', clientId: parallel }] })),
    );
    expect((await pantry(browser)).map((item) => item.name).sort()).toEqual(['egg', 'feta', 'lemon']);
    // Another user's device may well reuse nothing, but a clientId is only unique per user.
    const other = await anonymousBrowser(app);
    expect((await add(other, { items: [{ name: 'feta', clientId }] })).status).toBe(201);
    expect(await pantry(other)).toHaveLength(1);
  });

  const item = (fields: Record<string, unknown>) => ({ items: [{ name: 'milk', ...fields }] });
  it.each([
    [item({ quantity: 0 }), 'items.0.quantity'],
    [item({ quantity: -1 }), 'items.0.quantity'],
    [item({ quantity: 100_000 }), 'items.0.quantity'],
    [item({ quantity: 1e12 }), 'items.0.quantity'],
    [item({ quantity: '2' }), 'items.0.quantity'],
    [item({ unit: 'bucket' }), 'items.0.unit'],
    [item({ place: 'garage' }), 'items.0.place'],
    [item({ expiresOn: '2026-02-30' }), 'items.0.expiresOn'],
    [item({ expiresOn: 'tomorrow' }), 'items.0.expiresOn'],
    [item({ expiresOn: '10/03/2026' }), 'items.0.expiresOn'],
    [item({ clientId: 'not-a-uuid' }), 'items.0.clientId'],
    [item({ name: '   ' }), 'items.0.name'],
    [{ items: [{ quantity: 1 }] }, 'items.0.name'],
    [{ items: [] }, 'items'],
    [{ items: 'eggs' }, 'items'],
    [{}, 'text'],
    [{ text: '' }, 'text'],
    [{ text: ' , ; ' }, 'text'],
    [{ text: 'eggs', items: [{ name: 'eggs' }] }, 'items'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const browser = await anonymousBrowser(app);
    const response = await add(browser, body);
    expect(response.status).toBe(400);
    const { error } = await json<{ error: { code: string; field: string; message: string } }>(response);
    expect(error).toMatchObject({ code: 'validation_failed', field });
    expect(error.message.length).toBeGreaterThan(field.length + 5);
    expect(await pantry(browser)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const browser = await anonymousBrowser(app);
    const response = await browser.request('/api/pantry/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});

describe('changing and removing items', () => {
  async function withFeta() {
    const browser = await anonymousBrowser(app);
    const { items } = await json<Items>(await add(browser, { text: '200 g feta' }));
    return { browser, feta: items[0] as PantryItemDto };
  }

  it('changes quantity, unit and opened, and re-estimates the expiry when the place changes', async () => {
    const { browser, feta } = await withFeta();
    const changed = await patch(browser, feta.id, { quantity: 150, opened: true });
    expect(changed.status).toBe(200);
    expect((await json<{ item: PantryItemDto }>(changed)).item).toMatchObject({
      quantity: 150,
      unit: 'g',
      opened: true,
      expiresOn: '2026-03-17',
    });
    const frozen = await json<{ item: PantryItemDto }>(await patch(browser, feta.id, { place: 'freezer' }));
    expect(frozen.item).toMatchObject({ place: 'freezer', expiresOn: '2026-09-06', expiryEstimated: true });
    const dated = await json<{ item: PantryItemDto }>(
      await patch(browser, feta.id, { expiresOn: '2026-04-01' }),
    );
    expect(dated.item).toMatchObject({ expiresOn: '2026-04-01', expiryEstimated: false });
    // A date the cook gave is theirs: moving the item does not replace it.
    const moved = await json<{ item: PantryItemDto }>(await patch(browser, feta.id, { place: 'fridge' }));
    expect(moved.item).toMatchObject({ expiresOn: '2026-04-01', expiryEstimated: false });
    const cleared = await json<{ item: PantryItemDto }>(
      await patch(browser, feta.id, { quantity: null, unit: null }),
    );
    expect(cleared.item).toMatchObject({ quantity: null, unit: null });
  });

  it('recognises a corrected name and estimates its expiry', async () => {
    const browser = await anonymousBrowser(app);
    const { items } = await json<Items>(await add(browser, { text: 'fetta' }));
    const id = (items[0] as PantryItemDto).id;
    const fixed = await json<{ item: PantryItemDto }>(await patch(browser, id, { name: 'feta' }));
    expect(fixed.item).toMatchObject({ name: 'feta', ingredientId: 'feta', expiresOn: '2026-03-17' });
    expect(fixed.item.suggestion).toBeUndefined();
  });

  it.each([
    [{ quantity: -2 }, 'quantity'],
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 250_000 }, 'quantity'],
    [{ unit: 'bucket' }, 'unit'],
    [{ place: 'garage' }, 'place'],
    [{ expiresOn: '2026-13-01' }, 'expiresOn'],
    [{ opened: 'yes' }, 'opened'],
    [{ name: '' }, 'name'],
    [{}, 'name'],
  ])('refuses the change %j with a 400 naming %s', async (body, field) => {
    const { browser, feta } = await withFeta();
    const response = await patch(browser, feta.id, body);
    expect(response.status).toBe(400);
    expect((await json<{ error: { field: string } }>(response)).error.field).toBe(field);
    expect((await pantry(browser))[0]).toMatchObject({ quantity: 200, place: 'fridge' });
  });

  it("answers 404 for another user's item, and never touches it", async () => {
    const { browser, feta } = await withFeta();
    const other = await anonymousBrowser(app);
    expect((await patch(other, feta.id, { quantity: 1 })).status).toBe(404);
    expect((await other.request(`/api/pantry/items/${feta.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.request(`/api/pantry/items/${feta.id}/used`, { method: 'POST' })).status).toBe(404);
    expect(await pantry(other)).toEqual([]);
    expect((await pantry(browser))[0]).toMatchObject({ id: feta.id, quantity: 200 });
    expect((await patch(browser, 'not-an-id', { quantity: 1 })).status).toBe(404);
    expect((await patch(browser, randomUUID(), { quantity: 1 })).status).toBe(404);
  });

  it('deletes an item', async () => {
    const { browser, feta } = await withFeta();
    const deleted = await browser.request(`/api/pantry/items/${feta.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await pantry(browser)).toEqual([]);
    expect((await browser.request(`/api/pantry/items/${feta.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('marks an item used up, counting it as food saved only before its expiry', async () => {
    const browser = await anonymousBrowser(app);
    const { items } = await json<Items>(
      await add(browser, {
        items: [
          { name: 'feta', quantity: 200, unit: 'g' },
          { name: 'milk', quantity: 1, unit: 'l', expiresOn: '2026-03-09' },
          { name: 'spinach', quantity: 100, unit: 'g', expiresOn: '2026-03-10' },
        ],
      }),
    );
    for (const item of items) {
      const used = await browser.request(`/api/pantry/items/${item.id}/used`, { method: 'POST' });
      expect(used.status).toBe(204);
    }
    expect(await pantry(browser)).toEqual([]);
    const saved = await testDb.database.db
      .select()
      .from(foodSaved)
      .where(eq(foodSaved.userId, await userIdOf(browser)));
    expect(saved.map((row) => [row.name, row.grams, row.how, row.savedOn]).sort()).toEqual([
      ['feta', 200, 'used', '2026-03-10'],
      ['spinach', 100, 'used', '2026-03-10'],
    ]);
  });
});

describe("the cook's day", () => {
  it('dates new items in the timezone of X-Timezone, and in UTC when it is missing or invalid', async () => {
    clock = Date.UTC(2026, 2, 10, 23, 30);
    const browser = await anonymousBrowser(app);
    const inTokyo = await browser.request('/api/pantry/items', {
      json: { text: 'feta' },
      headers: { 'x-timezone': 'Asia/Tokyo' },
    });
    expect((await json<Items>(inTokyo)).items[0]?.addedOn).toBe('2026-03-11');
    const onMars = await browser.request('/api/pantry/items', {
      json: { text: 'feta' },
      headers: { 'x-timezone': 'Mars/Olympus_Mons' },
    });
    expect((await json<Items>(onMars)).items[0]?.addedOn).toBe('2026-03-10');
  });
});

describe('dates said in words', () => {
  it("reads them in the cook's calendar and locale, and takes them out of the names", async () => {
    // 10 March 2026 is a Tuesday; at 23:30 UTC it is already Wednesday the 11th in Tokyo.
    clock = Date.UTC(2026, 2, 10, 23, 30);
    const browser = await anonymousBrowser(app);
    const added = await browser.request('/api/pantry/items', {
      json: {
        text: 'chicken thighs that go off tomorrow, yoghurt expires 04/05, ham opened yesterday, bread',
      },
      headers: { 'x-timezone': 'Asia/Tokyo', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(added.status).toBe(201);
    const { items } = await json<Items>(added);
    expect(byName(items, 'chicken thigh')).toMatchObject({ expiresOn: '2026-03-12', expiryEstimated: false });
    expect(byName(items, 'natural yogurt')).toMatchObject({
      expiresOn: '2026-05-04',
      expiryEstimated: false,
    });
    expect(byName(items, 'ham')).toMatchObject({ opened: true });
    expect(byName(items, 'white bread').opened).toBe(false);

    const american = await browser.request('/api/pantry/items', {
      json: { text: 'yoghurt expires 04/05' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect((await json<Items>(american)).items[0]).toMatchObject({
      name: 'natural yogurt',
      expiresOn: '2026-04-05',
    });
  });
});
