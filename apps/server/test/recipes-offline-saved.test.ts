import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { RecipeDto } from '@larder/domain/api/recipes';
import { recipeById, suggestRecipes } from '@larder/kitchen/generation';
import type { PantryItem } from '@larder/kitchen/pantry';
import type { Recipe } from '@larder/kitchen/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
/** 10 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 10, 12);
const TODAY = '2026-03-10';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true', FREE_RECIPES_PER_DAY: '5' }),
    database: testDb.database,
    now: () => NOON,
  }).app;
});
afterAll(() => testDb.drop());

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Uploaded = { remainingToday: number | null; recipes: RecipeDto[] };
type Viewed = RecipeDto & { saved: boolean };

const REQUEST = { goal: 'use-it-up', servings: 2 } as const;

async function stockedPantry(browser: Browser, text: string): Promise<PantryItem[]> {
  expect((await browser.request('/api/pantry/items', { json: { text } })).status).toBe(201);
  const { items } = await json<{ items: PantryItemDto[] }>(await browser.request('/api/pantry'));
  return items as PantryItem[];
}

/** What the kitchen answers on the device while offline: the same engine the server runs. */
function cookOnDevice(pantry: PantryItem[], seed = 7): Recipe[] {
  return suggestRecipes({
    pantry,
    profile: { diets: [], allergens: [], dislikes: [] },
    goal: REQUEST.goal,
    servings: REQUEST.servings,
    today: TODAY,
    seed,
    limit: 5,
  }).map((suggestion) => suggestion.recipe);
}

const upload = (browser: Browser, body: unknown) => browser.request('/api/recipes/offline', { json: body });

describe('a generation made on the device while offline', () => {
  it('is remembered, then opens (counted as any recipe opened) and cooks like any other', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const pantry = await stockedPantry(
      browser,
      '500 g red lentils, 2 onions, 4 carrots, 6 eggs, 300 g spinach, 200 g feta, turmeric, 50 g ginger, cumin seeds, 1 tin chopped tomatoes, 1 kg basmati rice',
    );
    const recipes = cookOnDevice(pantry);
    expect(recipes.some((recipe) => recipe.source === 'generated')).toBe(true);
    expect(recipes.some((recipe) => recipe.source === 'library')).toBe(true);

    const response = await upload(browser, { request: REQUEST, recipes });
    expect(response.status).toBe(201);
    const answer = await json<Uploaded>(response);
    // Suggestions are free to browse, online or off: nothing is counted until one is opened.
    expect(answer.remainingToday).toBe(5);
    expect(answer.recipes.map((recipe) => recipe.id)).toEqual(recipes.map((recipe) => recipe.id));

    const used = answer.recipes.find((recipe) => recipe.usesPantry.length > 0) as RecipeDto;
    const other = answer.recipes.find((recipe) => recipe !== used) as RecipeDto;
    for (const recipe of [used, other]) {
      const viewed = await json<Viewed>(await browser.request(`/api/recipes/${recipe.id}`));
      expect(viewed).toEqual({
        ...recipe,
        saved: false,
        collectionIds: [],
        public: recipeById(recipe.id) !== null,
        editable: false,
        cooked: false,
      });
    }
    const cooked = await browser.request(`/api/recipes/${used.id}/cooked`, { json: { servings: 2 } });
    expect(cooked.status).toBe(200);
    // The next online generation continues the same day's count: two opened.
    const online = await browser.request('/api/recipes/generate', { json: REQUEST });
    expect((await json<Uploaded>(online)).remainingToday).toBe(3);
  });

  it("takes the library's own copy of a library recipe, whatever was sent", async () => {
    const browser = await anonymousBrowser(app);
    const pantry = await stockedPantry(browser, '6 eggs, 2 tomatoes, 1 loaf of bread');
    const library = cookOnDevice(pantry).find((recipe) => recipe.source === 'library') as Recipe;
    const tampered = { ...library, title: 'Free Pro forever', prepMinutes: 0 };
    const answer = await json<Uploaded>(await upload(browser, { request: REQUEST, recipes: [tampered] }));
    expect(answer.recipes[0]?.title).toBe(library.title);
    expect(answer.recipes[0]?.servings).toBe(2);
  });

  it("keeps the cook's own food where the device swapped it into a library recipe, and refuses a swap that is no stand-in", async () => {
    const browser = await anonymousBrowser(app);
    const pantry = await stockedPantry(
      browser,
      '4 haddock fillets, 2 kg potatoes, 1 litre milk, 250 g butter, 1 kg plain flour, parsley, 900 g frozen peas',
    );
    const made = suggestRecipes({
      pantry,
      profile: { diets: [], allergens: [], dislikes: [] },
      goal: 'use-it-up',
      servings: 4,
      today: TODAY,
      seed: 7,
      limit: 200,
    }).find((suggestion) => suggestion.recipe.id === 'cod-parsley-sauce-mash-peas')?.recipe as Recipe;
    expect(made.title).toBe('Haddock in parsley sauce with mash and peas');
    const request = { ...REQUEST, servings: 4 };
    const answer = await json<Uploaded>(await upload(browser, { request, recipes: [made] }));
    expect(answer.recipes[0]?.title).toBe(made.title);
    expect(answer.recipes[0]?.ingredients.map((line) => line.ingredientId)).toContain('haddock');
    expect(answer.recipes[0]?.steps.map((step) => step.text).join(' ')).not.toMatch(/\bcod\b/i);

    const chicken = {
      ...made,
      ingredients: made.ingredients.map((line) =>
        line.ingredientId === 'haddock' ? { ...line, ingredientId: 'chicken-breast' } : line,
      ),
    };
    const refused = await upload(browser, { request, recipes: [chicken] });
    expect(refused.status).toBe(400);
    expect((await json<ErrorAnswer>(refused)).error.message).toMatch(
      /not those of "cod-parsley-sauce-mash-peas"/,
    );
  });

  it('keeps a seasoning the device let the cook go without as optional, never the dish’s own food', async () => {
    const browser = await anonymousBrowser(app);
    await stockedPantry(browser, '1 kg beef mince, 2 tins kidney beans, 2 tins chopped tomatoes');
    const chilli = recipeById('chilli-con-carne') as Recipe;
    const sent = {
      ...chilli,
      ingredients: chilli.ingredients.map((line) =>
        line.ingredientId === 'garlic' || line.ingredientId === 'minced-beef'
          ? { ...line, optional: true }
          : line,
      ),
    };
    const answer = await json<Uploaded>(await upload(browser, { request: REQUEST, recipes: [sent] }));
    const line = (id: string) => answer.recipes[0]?.ingredients.find((each) => each.ingredientId === id);
    expect(line('garlic')?.optional).toBe(true);
    expect(line('minced-beef')?.optional).toBeFalsy();
  });

  it('names the safe kind of a may-contain food for the cook who asked, whatever the device sent', async () => {
    const browser = await anonymousBrowser(app);
    await stockedPantry(browser, '200 g red lentils, 1 litre vegetable stock');
    const soup = recipeById('red-lentil-soup') as Recipe;
    const request = { ...REQUEST, diet: ['gluten-free'] };
    const answer = await json<Uploaded>(await upload(browser, { request, recipes: [soup] }));
    const stock = answer.recipes[0]?.ingredients.find((line) => line.ingredientId === 'vegetable-stock');
    expect(stock?.note).toBe('gluten-free kind, check the label');
  });

  it('is taken however many recipes were opened today; opening one past the allowance is refused', async () => {
    const browser = await anonymousBrowser(app);
    const pantry = await stockedPantry(browser, '6 eggs, 200 g feta');
    const online = await json<Uploaded>(await browser.request('/api/recipes/generate', { json: REQUEST }));
    expect((await browser.request(`/api/recipes/${online.recipes[0]?.id}`)).status).toBe(200);
    const response = await upload(browser, { request: REQUEST, recipes: cookOnDevice(pantry) });
    expect(response.status).toBe(201);
    const uploaded = await json<Uploaded>(response);
    expect(uploaded.remainingToday).toBe(0);
    const fresh = uploaded.recipes.find((recipe) => recipe.id !== online.recipes[0]?.id);
    const refused = await browser.request(`/api/recipes/${fresh?.id}`);
    expect(refused.status).toBe(429);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('allowance_used');
  });

  it('refuses recipes that break the rules, naming the field, and counts nothing', async () => {
    const browser = await anonymousBrowser(app);
    const pantry = await stockedPantry(browser, '6 eggs, 200 g feta, 2 courgettes, an onion');
    const generated = cookOnDevice(pantry).find((recipe) => recipe.source === 'generated') as Recipe;
    const withEgg = cookOnDevice(pantry).find((recipe) =>
      recipe.ingredients.some((line) => line.ingredientId === 'egg'),
    ) as Recipe;
    const unusedLine = {
      ...generated,
      ingredients: [...generated.ingredients, { ingredientId: 'saffron', quantity: 1, unit: 'pinch' }],
    };
    const cases: [unknown, string, RegExp?][] = [
      [{ request: REQUEST, recipes: [unusedLine] }, 'recipes', /ingredient-not-in-steps|saffron/],
      [{ request: { ...REQUEST, diet: ['vegan'] }, recipes: [withEgg] }, 'recipes', /not allowed/],
      [{ request: REQUEST, recipes: [{ ...generated, source: 'ai' }] }, 'recipes.0.source'],
      [{ request: REQUEST, recipes: [] }, 'recipes'],
      [{ request: { ...REQUEST, goal: 'keto' }, recipes: [generated] }, 'request.goal'],
      [{ request: REQUEST, recipes: [{ ...generated, servings: 0 }] }, 'recipes.0.servings'],
      [
        { request: REQUEST, recipes: [{ ...generated, source: 'library', id: 'not-in-the-library' }] },
        'recipes',
        /not a recipe in Larder's library/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await upload(browser, body);
      expect(response.status, JSON.stringify(field)).toBe(400);
      const { error } = await json<ErrorAnswer>(response);
      expect(error.field).toBe(field);
      if (message) expect(error.message).toMatch(message);
    }
    // Nothing was counted: today's one free generation is still there.
    expect((await browser.request('/api/recipes/generate', { json: REQUEST })).status).toBe(200);
  });
});

describe('saving recipes', () => {
  it('saves and unsaves a shown recipe for a signed-in cook, and lists what is saved', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await stockedPantry(browser, '6 eggs, 200 g feta');
    const { recipes } = await json<Uploaded>(
      await browser.request('/api/recipes/generate', { json: REQUEST }),
    );
    const [first, second] = recipes as [RecipeDto, RecipeDto];

    expect(await json(await browser.request(`/api/recipes/${first.id}/saved`, { method: 'PUT' }))).toEqual({
      id: first.id,
      saved: true,
    });
    await browser.request(`/api/recipes/${second.id}/saved`, { method: 'PUT' });
    expect((await json<Viewed>(await browser.request(`/api/recipes/${first.id}`))).saved).toBe(true);
    const saved = await json<{ recipes: Viewed[] }>(await browser.request('/api/recipes/saved'));
    expect(saved.recipes.map((recipe) => recipe.id).sort()).toEqual([first.id, second.id].sort());

    const unsaved = await browser.request(`/api/recipes/${first.id}/saved`, { method: 'DELETE' });
    expect(await json(unsaved)).toEqual({ id: first.id, saved: false });
    expect((await json<Viewed>(await browser.request(`/api/recipes/${first.id}`))).saved).toBe(false);
    const after = await json<{ recipes: Viewed[] }>(await browser.request('/api/recipes/saved'));
    expect(after.recipes.map((recipe) => recipe.id)).toEqual([second.id]);

    // Another cook can neither save nor see it.
    const other = await signedInBrowser(app, testDb.database.db);
    const foreign = await other.browser.request(`/api/recipes/${second.id}/saved`, { method: 'PUT' });
    expect(foreign.status).toBe(404);
    expect(
      (await json<{ recipes: Viewed[] }>(await other.browser.request('/api/recipes/saved'))).recipes,
    ).toEqual([]);
  });

  it('asks an anonymous cook for an account, and 404s a recipe never shown', async () => {
    const browser = await anonymousBrowser(app);
    await stockedPantry(browser, '6 eggs');
    const { recipes } = await json<Uploaded>(
      await browser.request('/api/recipes/generate', { json: REQUEST }),
    );
    const response = await browser.request(`/api/recipes/${recipes[0]?.id}/saved`, { method: 'PUT' });
    expect(response.status).toBe(403);
    expect((await json<ErrorAnswer>(response)).error.message).toBe('Create a free account to save recipes.');
    const { browser: cook } = await signedInBrowser(app, testDb.database.db);
    expect((await cook.request('/api/recipes/never-shown/saved', { method: 'PUT' })).status).toBe(404);
    expect((await cook.request('/api/recipes/NOT..valid/saved', { method: 'PUT' })).status).toBe(404);
  });
});
