import type { CollectionAnswer, CollectionDto, CollectionPreview } from '@larder/domain/api/collections';
import type { RecipeDto } from '@larder/domain/api/recipes';
import { recipeById, recipesFor } from '@larder/kitchen/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { PLAN_BODY } from './plan-fixtures.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
});
afterAll(() => testDb.drop());

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Viewed = RecipeDto & { saved: boolean; collectionIds: string[]; public: boolean; editable: boolean };
type Membership = { recipeId: string; saved: boolean; collectionIds: string[] };

const PANTRY =
  '500 g chicken thighs, 2 onions, 4 carrots, 6 eggs, 300 g spinach, 200 g feta, 1 tin chopped tomatoes, 1 kg basmati rice, 500 g pasta, 2 peppers';

/** A signed-in cook who was shown some recipes. */
async function cookWithRecipes(): Promise<{ browser: Browser; recipes: RecipeDto[] }> {
  const { browser } = await signedInBrowser(app, testDb.database.db);
  expect((await browser.request('/api/pantry/items', { json: { text: PANTRY } })).status).toBe(201);
  const generated = await browser.request('/api/recipes/generate', {
    json: { goal: 'use-it-up', servings: 2 },
  });
  expect(generated.status).toBe(200);
  const { recipes } = await json<{ recipes: RecipeDto[] }>(generated);
  expect(recipes.length).toBeGreaterThanOrEqual(3);
  return { browser, recipes };
}

const collectionsOf = async (browser: Browser) =>
  (await json<{ collections: CollectionDto[] }>(await browser.request('/api/collections'))).collections;
const create = (browser: Browser, body: unknown) => browser.request('/api/collections', { json: body });
const addTo = (browser: Browser, id: string, recipeId: string) =>
  browser.request(`/api/collections/${id}/recipes/${recipeId}`, { method: 'PUT' });
const open = async (browser: Browser, id: string) =>
  json<CollectionAnswer>(await browser.request(`/api/collections/${id}`));

describe('collections', () => {
  it('need an account: no session is a 401, an anonymous cook a 403', async () => {
    expect((await browserSession(app).request('/api/collections')).status).toBe(401);
    const anonymous = await anonymousBrowser(app);
    const answer = await anonymous.request('/api/collections');
    expect(answer.status).toBe(403);
    expect((await json<ErrorAnswer>(answer)).error.message).toBe(
      'Create a free account to keep collections.',
    );
  });

  it('start with "Saved", which Save fills with one tap and which cannot be deleted', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const [saved, ...others] = await collectionsOf(browser);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({ name: 'Saved', isDefault: true, count: 0, cover: null, shareId: null });
    const recipe = recipes[0] as RecipeDto;

    expect((await browser.request(`/api/recipes/${recipe.id}/saved`, { method: 'PUT' })).status).toBe(200);
    const viewed = await json<Viewed>(await browser.request(`/api/recipes/${recipe.id}`));
    expect(viewed).toMatchObject({ saved: true, collectionIds: [saved?.id] });
    expect((await collectionsOf(browser))[0]).toMatchObject({
      count: 1,
      cover: { recipeId: recipe.id, title: recipe.title },
    });

    const refused = await browser.request(`/api/collections/${saved?.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.message).toBe(
      'Saved is where Save puts recipes, so it stays. Rename it if you like.',
    );
    // Unsaving takes the recipe out of every collection.
    expect((await browser.request(`/api/recipes/${recipe.id}/saved`, { method: 'DELETE' })).status).toBe(200);
    expect((await collectionsOf(browser))[0]?.count).toBe(0);
  });

  it('hold recipes in an order the cook sets, and a recipe can be in several', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const [first, second, third] = recipes as [RecipeDto, RecipeDto, RecipeDto];
    const made = await create(browser, { name: '  Weeknights ', description: 'Fast ones' });
    expect(made.status).toBe(201);
    const weeknights = await json<CollectionDto>(made);
    expect(weeknights).toMatchObject({
      name: 'Weeknights',
      description: 'Fast ones',
      isDefault: false,
      count: 0,
    });

    for (const recipe of [first, second, third]) {
      expect((await addTo(browser, weeknights.id, recipe.id)).status).toBe(200);
    }
    // Each added recipe goes first.
    expect((await open(browser, weeknights.id)).recipes.map((r) => r.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    const reordered = await browser.request(`/api/collections/${weeknights.id}/recipes`, {
      method: 'PUT',
      json: { recipeIds: [first.id, third.id, second.id] },
    });
    expect(reordered.status).toBe(200);
    expect((await json<CollectionAnswer>(reordered)).recipes.map((r) => r.id)).toEqual([
      first.id,
      third.id,
      second.id,
    ]);
    const partial = await browser.request(`/api/collections/${weeknights.id}/recipes`, {
      method: 'PUT',
      json: { recipeIds: [first.id, third.id] },
    });
    expect(partial.status).toBe(400);
    expect((await json<ErrorAnswer>(partial)).error.message).toContain(
      'Send the same recipes the collection holds, in their new order.',
    );

    const saved = (await collectionsOf(browser)).find((c) => c.isDefault) as CollectionDto;
    const both = await json<Membership>(await addTo(browser, saved.id, first.id));
    expect(new Set(both.collectionIds)).toEqual(new Set([saved.id, weeknights.id]));

    // Move: out of Weeknights, into a new collection.
    const soups = await json<CollectionDto>(await create(browser, { name: 'Soups' }));
    const moved = await browser.request(`/api/collections/${weeknights.id}/recipes/${second.id}/move`, {
      json: { toCollectionId: soups.id },
    });
    expect((await json<Membership>(moved)).collectionIds).toEqual([soups.id]);
    expect((await open(browser, weeknights.id)).recipes.map((r) => r.id)).toEqual([first.id, third.id]);

    // Cover, rename, order of collections.
    const covered = await browser.request(`/api/collections/${weeknights.id}`, {
      method: 'PATCH',
      json: { coverRecipeId: third.id, name: 'Quick dinners' },
    });
    expect(await json<CollectionDto>(covered)).toMatchObject({
      name: 'Quick dinners',
      coverChosen: true,
      cover: { recipeId: third.id },
    });
    const order = [soups.id, weeknights.id, saved.id];
    const ordered = await browser.request('/api/collections/order', { method: 'PUT', json: { ids: order } });
    expect((await json<{ collections: CollectionDto[] }>(ordered)).collections.map((c) => c.id)).toEqual(
      order,
    );
  });

  it('are deleted with Undo, and a recipe in no collection is no longer saved', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const recipe = recipes[0] as RecipeDto;
    const later = await json<CollectionDto>(await create(browser, { name: 'Later' }));
    await addTo(browser, later.id, recipe.id);
    const removed = await browser.request(`/api/collections/${later.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await collectionsOf(browser)).map((c) => c.name)).toEqual(['Saved']);
    expect((await json<Viewed>(await browser.request(`/api/recipes/${recipe.id}`))).saved).toBe(false);
    expect((await browser.request(`/api/collections/${later.id}`)).status).toBe(404);

    const restored = await browser.request(`/api/collections/${later.id}/restore`, { method: 'POST' });
    expect(await json<CollectionDto>(restored)).toMatchObject({ name: 'Later', count: 1 });
    expect((await json<Viewed>(await browser.request(`/api/recipes/${recipe.id}`))).saved).toBe(true);
  });

  it('stop at 100 a cook, Undo included', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await collectionsOf(browser); // "Saved"
    const made: CollectionDto[] = [];
    for (let n = 1; n < 100; n += 1)
      made.push(await json<CollectionDto>(await create(browser, { name: `C${n}` })));
    const over = await create(browser, { name: 'One too many' });
    expect(over.status).toBe(409);
    expect((await json<ErrorAnswer>(over)).error.message).toBe('You can keep up to 100 collections.');
    const gone = made[0] as CollectionDto;
    expect((await browser.request(`/api/collections/${gone.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await create(browser, { name: 'In its place' })).status).toBe(201);
    const undo = await browser.request(`/api/collections/${gone.id}/restore`, { method: 'POST' });
    expect(undo.status).toBe(409);
    expect((await collectionsOf(browser)).length).toBe(100);
  });

  it("answer 404 for another cook's collection on every route, and for recipes never shown", async () => {
    const owner = await cookWithRecipes();
    const other = await cookWithRecipes();
    const mine = await json<CollectionDto>(await create(owner.browser, { name: 'Mine' }));
    const theirs = await json<CollectionDto>(await create(other.browser, { name: 'Theirs' }));
    const recipeId = (owner.recipes[0] as RecipeDto).id;
    await addTo(owner.browser, mine.id, recipeId);
    const intruder = other.browser;
    const attempts: [string, { method?: string; json?: unknown }][] = [
      [`/api/collections/${mine.id}`, {}],
      [`/api/collections/${mine.id}`, { method: 'PATCH', json: { name: 'Hacked' } }],
      [`/api/collections/${mine.id}`, { method: 'DELETE' }],
      [`/api/collections/${mine.id}/restore`, { method: 'POST' }],
      [`/api/collections/${mine.id}/recipes`, { method: 'PUT', json: { recipeIds: [recipeId] } }],
      [`/api/collections/${mine.id}/recipes/${recipeId}`, { method: 'PUT' }],
      [`/api/collections/${mine.id}/recipes/${recipeId}`, { method: 'DELETE' }],
      [`/api/collections/${theirs.id}/recipes/${recipeId}/move`, { json: { toCollectionId: mine.id } }],
      [`/api/collection-previews/${mine.id}`, {}],
      [`/api/collection-previews/${mine.id}/copy`, { method: 'POST' }],
    ];
    for (const [path, init] of attempts) {
      const answer = await intruder.request(path, init);
      expect({ path, method: init.method, status: answer.status }).toEqual({
        path,
        method: init.method,
        status: 404,
      });
    }
    expect(await open(owner.browser, mine.id)).toMatchObject({ collection: { name: 'Mine', count: 1 } });
    const ordered = await intruder.request('/api/collections/order', {
      method: 'PUT',
      json: { ids: [mine.id] },
    });
    expect(ordered.status).toBe(400);
    // A recipe a cook was never shown (and not public) cannot be put in their collection.
    const { browser: fresh } = await signedInBrowser(app, testDb.database.db);
    const freshSaved = (await collectionsOf(fresh))[0] as CollectionDto;
    const generated = owner.recipes.find((r) => !recipeById(r.id)) as RecipeDto;
    expect((await addTo(fresh, freshSaved.id, generated.id)).status).toBe(404);
    expect((await addTo(intruder, theirs.id, 'no-such-recipe')).status).toBe(404);
  });

  it('refuse bad input with the message the screen shows, and keep what was saved', async () => {
    const { browser } = await cookWithRecipes();
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name: Give the collection a name.'],
      [{ name: '   ' }, 'name: Give the collection a name.'],
      [{ name: 'x'.repeat(61) }, 'name: Keep the name under 60 characters.'],
      [{ name: 42 }, 'name: Give the collection a name.'],
      [
        { name: 'Ok', description: 'd'.repeat(301) },
        'description: Keep the description under 300 characters.',
      ],
      [{ name: 'Ok', id: 'not-a-uuid' }, 'id: Use a collection id.'],
    ];
    for (const [body, message] of cases) {
      const answer = await create(browser, body);
      expect(answer.status).toBe(400);
      expect((await json<ErrorAnswer>(answer)).error.message).toBe(message);
    }
    expect((await create(browser, { name: 'Nul\u0000byte' })).status).toBe(400);
    expect((await browser.request('/api/collections/not-a-uuid')).status).toBe(404);
    expect((await browser.request('/api/collections/search?maxMinutes=abc')).status).toBe(400);
    expect((await browser.request('/api/collections/search?diet=carnivore')).status).toBe(400);
    expect((await collectionsOf(browser)).map((c) => c.name)).toEqual(['Saved']);
  });

  it('a create queued offline and sent twice makes one collection', async () => {
    const { browser } = await cookWithRecipes();
    const id = crypto.randomUUID();
    expect((await create(browser, { id, name: 'Offline' })).status).toBe(201);
    const again = await create(browser, { id, name: 'Offline' });
    expect(again.status).toBe(201);
    expect((await json<CollectionDto>(again)).id).toBe(id);
    expect((await collectionsOf(browser)).filter((c) => c.name === 'Offline')).toHaveLength(1);
    // Someone else's id is not theirs to replay.
    const other = await cookWithRecipes();
    expect((await create(other.browser, { id, name: 'Offline' })).status).toBe(409);
  });

  it('search saved recipes by title and ingredient, with filters', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const saved = (await collectionsOf(browser))[0] as CollectionDto;
    for (const recipe of recipes) await addTo(browser, saved.id, recipe.id);
    const search = async (query: string) =>
      (await json<{ recipes: RecipeDto[] }>(await browser.request(`/api/collections/search?${query}`)))
        .recipes;

    expect((await search('')).map((r) => r.id).sort()).toEqual(recipes.map((r) => r.id).sort());
    const target = recipes[0] as RecipeDto;
    const word = (target.title.split(/\s+/).find((w) => w.length > 3) ?? target.title).toLowerCase();
    const byTitle = await search(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(byTitle.map((r) => r.id)).toContain(target.id);
    expect(
      byTitle.every((r) =>
        `${r.title} ${r.ingredients.map((l) => l.name).join(' ')}`.toLowerCase().includes(word),
      ),
    ).toBe(true);

    const food =
      (target.ingredients.find((line) => !line.name.includes(' ')) ?? target.ingredients[0])?.name ?? '';
    const byFood = await search(`q=${encodeURIComponent(food)}`);
    expect(byFood.map((r) => r.id)).toContain(target.id);
    expect(await search('q=zzzunknownfood')).toEqual([]);

    const quick = await search('maxMinutes=15');
    expect(quick.every((r) => r.minutes <= 15)).toBe(true);
    expect(quick.length).toBe(recipes.filter((r) => r.minutes <= 15).length);
    const vegetarian = await search('diet=vegetarian');
    expect(vegetarian.every((r) => !r.ingredients.some((l) => /chicken/.test(l.name)))).toBe(true);
  });
});

describe('a shared collection', () => {
  it('opens for anyone with its link, can be copied, and its link can be turned off for good', async () => {
    const owner = await cookWithRecipes();
    const picks = await json<CollectionDto>(await create(owner.browser, { name: 'Sunday picks' }));
    for (const recipe of owner.recipes.slice(0, 2)) await addTo(owner.browser, picks.id, recipe.id);
    const shared = await json<CollectionDto>(
      await owner.browser.request(`/api/collections/${picks.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    expect(shared.shareId).toMatch(/^[0-9a-f-]{36}$/);

    const visitor = browserSession(app);
    const preview = await visitor.request(`/api/collection-previews/${shared.shareId}`);
    expect(preview.status).toBe(200);
    const seen = await json<CollectionPreview>(preview);
    expect(seen.collection).toMatchObject({ name: 'Sunday picks', count: 2, mine: false, by: null });
    expect(seen.recipes.map((r) => r.id)).toEqual(
      (await open(owner.browser, picks.id)).recipes.map((r) => r.id),
    );
    // The private id opens only for its owner.
    expect((await visitor.request(`/api/collection-previews/${picks.id}`)).status).toBe(404);
    const own = await json<CollectionPreview>(
      await owner.browser.request(`/api/collection-previews/${picks.id}`),
    );
    expect(own.collection.mine).toBe(true);

    // Save a copy: an account is needed; the copy is the visitor's own.
    const anonymous = await anonymousBrowser(app);
    expect(
      (await anonymous.request(`/api/collection-previews/${shared.shareId}/copy`, { method: 'POST' })).status,
    ).toBe(403);
    const friend = await cookWithRecipes();
    const copied = await friend.browser.request(`/api/collection-previews/${shared.shareId}/copy`, {
      method: 'POST',
    });
    expect(copied.status).toBe(201);
    const copy = await json<CollectionDto>(copied);
    expect(copy).toMatchObject({ name: 'Sunday picks', count: 2, shareId: null });
    const copyRecipes = await open(friend.browser, copy.id);
    expect(copyRecipes.recipes.map((r) => r.id)).toEqual(seen.recipes.map((r) => r.id));
    const friendView = await json<Viewed>(
      await friend.browser.request(`/api/recipes/${(seen.recipes[0] as RecipeDto).id}`),
    );
    expect(friendView).toMatchObject({ saved: true, collectionIds: [copy.id] });

    // Off: the link is dead; on again: a new link, the old one stays dead.
    await owner.browser.request(`/api/collections/${picks.id}`, { method: 'PATCH', json: { shared: false } });
    const gone = await visitor.request(`/api/collection-previews/${shared.shareId}`);
    expect(gone.status).toBe(404);
    expect((await json<ErrorAnswer>(gone)).error.message).toBe(
      'This collection is private, or its link was turned off.',
    );
    const again = await json<CollectionDto>(
      await owner.browser.request(`/api/collections/${picks.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    expect(again.shareId).not.toBe(shared.shareId);
    expect((await visitor.request(`/api/collection-previews/${again.shareId}`)).status).toBe(200);
    expect((await visitor.request(`/api/collection-previews/${shared.shareId}`)).status).toBe(404);
    expect((await visitor.request('/api/collection-previews/not-a-uuid')).status).toBe(404);
  });
});

describe('public recipe pages', () => {
  it('open a library recipe for anyone; a generated one only once its cook shares it', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const visitor = browserSession(app);
    const library = recipes.find((r) => recipeById(r.id));
    const generated = recipes.find((r) => !recipeById(r.id));
    if (library) {
      const answer = await visitor.request(`/api/public/recipes/${library.id}`);
      expect(answer.status).toBe(200);
      const { recipe } = await json<{ recipe: RecipeDto }>(answer);
      expect(recipe).toMatchObject({ id: library.id, title: library.title, usesPantry: [] });
      expect(recipe.nutritionPerServing.kcal).toBeGreaterThan(0);
    }
    expect(generated).toBeDefined();
    const id = (generated as RecipeDto).id;
    expect((await visitor.request(`/api/public/recipes/${id}`)).status).toBe(404);
    const viewed = await json<Viewed>(await browser.request(`/api/recipes/${id}`));
    expect(viewed.public).toBe(false);

    const shared = await browser.request(`/api/recipes/${id}/shared`, { method: 'PUT' });
    expect(await json(shared)).toEqual({ id, public: true });
    const page = await json<{ recipe: RecipeDto }>(await visitor.request(`/api/public/recipes/${id}`));
    expect(page.recipe.title).toBe((generated as RecipeDto).title);

    // A signed-in visitor who opens it from the link gets it as their own, to save and cook.
    const other = await cookWithRecipes();
    const adopted = await other.browser.request(`/api/recipes/${id}`);
    expect(adopted.status).toBe(200);
    expect((await other.browser.request(`/api/recipes/${id}/saved`, { method: 'PUT' })).status).toBe(200);

    expect(await json(await browser.request(`/api/recipes/${id}/shared`, { method: 'DELETE' }))).toEqual({
      id,
      public: false,
    });
    expect((await visitor.request(`/api/public/recipes/${id}`)).status).toBe(404);
    expect((await visitor.request('/api/public/recipes/NOT_AN_ID')).status).toBe(404);
    // Another cook cannot share (or unshare) a copy they do not have.
    const stranger = await anonymousBrowser(app);
    expect((await stranger.request(`/api/recipes/${id}/shared`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('reporting content', () => {
  it('takes a report from anyone, thanks them, is rate-limited, and lets an admin hide the item', async () => {
    const { browser, recipes } = await cookWithRecipes();
    const id = (recipes.find((r) => !recipeById(r.id)) as RecipeDto).id;
    await browser.request(`/api/recipes/${id}/shared`, { method: 'PUT' });
    const visitor = browserSession(app);
    const report = (body: unknown) => visitor.request('/api/reports', { json: body });

    const filed = await report({
      kind: 'recipe',
      itemId: id,
      reason: 'dangerous',
      note: 'Raw chicken, 2 min',
    });
    expect(filed.status).toBe(201);
    expect((await json<{ message: string }>(filed)).message).toBe("Thanks, we'll take a look");
    expect(
      (await report({ kind: 'recipe', itemId: 'no-such-recipe', reason: 'spam', note: '' })).status,
    ).toBe(404);
    const bad = await report({ kind: 'recipe', itemId: id, reason: 'boring', note: '' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorAnswer>(bad)).error.message).toBe('reason: Choose a reason.');

    // Only admins read reports.
    expect((await browser.request('/api/admin/reports')).status).toBe(403);
    const admin = await cookWithRecipes();
    await testDb.database.db
      .update(user)
      .set({ role: 'admin' })
      .where(eq(user.id, await userIdOf(admin.browser)));
    const page = await json<{
      reports: { id: string; itemId: string; itemTitle: string | null; status: string }[];
    }>(await admin.browser.request('/api/admin/reports?status=open'));
    const mine = page.reports.find((r) => r.itemId === id);
    expect(mine).toMatchObject({
      status: 'open',
      itemTitle: (recipes.find((r) => r.id === id) as RecipeDto).title,
    });

    // Searched on the server: by the note, the reason or the item's id; `%` is a character, not a wildcard.
    const found = async (q: string) =>
      (
        await json<{ reports: { id: string }[] }>(
          await admin.browser.request(`/api/admin/reports?q=${encodeURIComponent(q)}`),
        )
      ).reports.map((r) => r.id);
    expect(await found('RAW CHICKEN')).toEqual([mine?.id]);
    expect(await found('danger')).toContain(mine?.id);
    expect(await found(id)).toEqual([mine?.id]);
    expect(await found('chicken%2')).toEqual([]);
    const tooLong = await admin.browser.request(`/api/admin/reports?q=${'x'.repeat(201)}`);
    expect(tooLong.status).toBe(400);

    const hidden = await admin.browser.request(`/api/admin/reports/${mine?.id}/hide`, { method: 'POST' });
    expect(await json(hidden)).toEqual({ id: mine?.id, status: 'hidden' });
    expect((await visitor.request(`/api/public/recipes/${id}`)).status).toBe(404);
    expect(
      (await admin.browser.request(`/api/admin/reports/${crypto.randomUUID()}/hide`, { method: 'POST' }))
        .status,
    ).toBe(404);

    // Eleven in an hour from one address: the last is refused.
    let last = 0;
    for (let n = 0; n < 10; n += 1) {
      last = (await report({ kind: 'recipe', itemId: 'x', reason: 'spam', note: '' })).status;
    }
    expect(last).toBe(429);
  });

  it('keeps a hidden recipe out of shared collections, and a hidden collection hidden after sharing again', async () => {
    const owner = await cookWithRecipes();
    const picks = await json<CollectionDto>(await create(owner.browser, { name: 'Picks' }));
    // Two recipes of this test's own (imports have ids of their own; the same fridge makes the same dishes).
    const page = (name: string) =>
      `<script type="application/ld+json">{"@type":"Recipe","name":"${name}","recipeIngredient":["2 eggs"],"recipeInstructions":"Boil."}</script>`;
    const imported = async (name: string) =>
      (
        await json<{ recipe: RecipeDto }>(
          await owner.browser.request('/api/recipes/import', {
            json: { html: page(name), collectionId: picks.id },
          }),
        )
      ).recipe;
    const kept = await imported('Kept eggs');
    const reported = await imported('Reported eggs');
    const shared = await json<CollectionDto>(
      await owner.browser.request(`/api/collections/${picks.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    const admin = await cookWithRecipes();
    await testDb.database.db
      .update(user)
      .set({ role: 'admin' })
      .where(eq(user.id, await userIdOf(admin.browser)));
    const visitor = await anonymousBrowser(app);
    const hideReport = async (body: unknown) => {
      const filed = await visitor.request('/api/reports', { json: body });
      expect(filed.status).toBe(201);
      const { id } = await json<{ id: string }>(filed);
      expect((await admin.browser.request(`/api/admin/reports/${id}/hide`, { method: 'POST' })).status).toBe(
        200,
      );
    };
    const previewIds = async () =>
      (
        await json<CollectionPreview>(await visitor.request(`/api/collection-previews/${shared.shareId}`))
      ).recipes.map((recipe) => recipe.id);
    expect((await previewIds()).sort()).toEqual([kept.id, reported.id].sort());
    await hideReport({ kind: 'recipe', itemId: reported.id, reason: 'spam', note: '' });
    expect(await previewIds()).toEqual([kept.id]);
    const friend = await cookWithRecipes();
    const copy = await json<CollectionDto>(
      await friend.browser.request(`/api/collection-previews/${shared.shareId}/copy`, { method: 'POST' }),
    );
    expect(copy.count).toBe(1);

    // Reported by its link; the owner turns sharing off and on (a new link) before the admin hides it.
    await hideReport({ kind: 'collection', itemId: shared.shareId, reason: 'spam', note: '' });
    await owner.browser.request(`/api/collections/${picks.id}`, { method: 'PATCH', json: { shared: false } });
    const again = await json<CollectionDto>(
      await owner.browser.request(`/api/collections/${picks.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    expect((await visitor.request(`/api/collection-previews/${again.shareId}`)).status).toBe(404);
  });

  it('hides a shared collection after a report', async () => {
    const owner = await cookWithRecipes();
    const picks = await json<CollectionDto>(await create(owner.browser, { name: 'Reported' }));
    const shared = await json<CollectionDto>(
      await owner.browser.request(`/api/collections/${picks.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    const visitor = await anonymousBrowser(app);
    const filed = await visitor.request('/api/reports', {
      json: { kind: 'collection', itemId: shared.shareId, reason: 'spam', note: '' },
    });
    expect(filed.status).toBe(201);
    const { id } = await json<{ id: string }>(filed);
    const admin = await cookWithRecipes();
    await testDb.database.db
      .update(user)
      .set({ role: 'admin' })
      .where(eq(user.id, await userIdOf(admin.browser)));
    await admin.browser.request(`/api/admin/reports/${id}/hide`, { method: 'POST' });
    expect((await visitor.request(`/api/collection-previews/${shared.shareId}`)).status).toBe(404);
    // Its owner still has it.
    expect((await owner.browser.request(`/api/collections/${picks.id}`)).status).toBe(200);
  });
});

/** The plan wizard's answers: a week of dinners for two. */
const WEEK_OF_DINNERS = {
  goal: 'maintain',
  body: PLAN_BODY,
  days: 7,
  meals: ['dinner'],
  servings: 2,
  weekdayMinutes: 90,
  weekendMinutes: 120,
  leftovers: false,
};

describe('planning the week from a collection', () => {
  it("puts its recipes in the plan first, and refuses a collection that is not the cook's", async () => {
    const { browser } = await cookWithRecipes();
    const dinners = await json<CollectionDto>(await create(browser, { name: 'Dinners' }));
    const planIds = async (body: unknown) => {
      const made = await browser.request('/api/plans', { json: body });
      expect(made.status).toBe(201);
      const { plan } = await json<{ plan: { days: { meals: { recipeId: string }[] }[] } }>(made);
      return new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipeId)));
    };
    // Two library dinners the pantry alone does not choose: opened from their public links, then collected.
    const without = await planIds(WEEK_OF_DINNERS);
    const chosen = recipesFor('dinner')
      .filter((recipe) => !without.has(recipe.id))
      .slice(-2);
    for (const recipe of chosen) {
      expect((await browser.request(`/api/recipes/${recipe.id}`)).status).toBe(200);
      await addTo(browser, dinners.id, recipe.id);
    }
    const planned = await planIds({ ...WEEK_OF_DINNERS, collectionId: dinners.id });
    for (const recipe of chosen) expect(planned.has(recipe.id)).toBe(true);

    const other = await cookWithRecipes();
    const refused = await other.browser.request('/api/plans', {
      json: { ...WEEK_OF_DINNERS, collectionId: dinners.id },
    });
    expect(refused.status).toBe(404);
    expect((await json<ErrorAnswer>(refused)).error.field).toBe('collectionId');
  });
});
