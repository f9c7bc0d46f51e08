import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import { getIngredient } from '@larder/kitchen/catalog';
import { isAllowed } from '@larder/kitchen/diet';
import { calorieTarget, type PlanDto } from '@larder/kitchen/planning';
import { itemLabel } from '@larder/kitchen/shopping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
/** Monday 9 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 9, 12);
const TODAY = '2026-03-09';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
    database: testDb.database,
    now: () => NOON,
  }).app;
});
afterAll(() => testDb.drop());

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Current = { plan: PlanDto | null; answers: Record<string, unknown> | null };

const BODY = {
  sex: 'female',
  age: 34,
  activity: 'moderate',
  measures: { units: 'metric', heightCm: 168, weightKg: 64 },
  weightGoal: 'maintain',
} as const;
const ANSWERS = {
  goal: 'use-it-up',
  body: BODY,
  days: 7,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: true,
};

const makePlan = (browser: Browser, answers: unknown = ANSWERS) =>
  browser.request('/api/plans', { json: answers });
async function planned(browser: Browser, answers: unknown = ANSWERS): Promise<PlanDto> {
  const response = await makePlan(browser, answers);
  expect(response.status).toBe(201);
  return (await json<{ plan: PlanDto }>(response)).plan;
}
const current = async (browser: Browser) => json<Current>(await browser.request('/api/plans/current'));
const list = async (browser: Browser) =>
  (await json<{ items: ShoppingItemDto[] }>(await browser.request('/api/shopping-list'))).items;
const pantry = async (browser: Browser) =>
  (await json<{ items: PantryItemDto[] }>(await browser.request('/api/pantry'))).items;
const check = (browser: Browser, id: string, checked = true) =>
  browser.request(`/api/shopping-list/items/${id}`, { method: 'PATCH', json: { checked } });
const meal = (plan: PlanDto, slot: string) =>
  plan.days.flatMap((day) => day.meals).find((m) => m.slot === slot);

describe('making a plan', () => {
  it('plans every meal of the week for an anonymous cook, on the calculated target, and keeps the answers as defaults', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser);
    const expected = calorieTarget({ ...BODY, heightCm: 168, weightKg: 64 }, 'maintain');
    expect(plan.target).toMatchObject({
      kcal: expected.kcal,
      proteinG: expected.proteinG,
      source: 'calculated',
    });
    expect(plan.target?.working).toEqual(expected.working);
    expect(plan.startDate).toBe(TODAY);
    expect(plan.days.map((day) => day.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    for (const day of plan.days) {
      // A snack joins a day only when its meals fall short of the target.
      expect(day.meals.map((m) => m.mealType).filter((type) => type !== 'snack')).toEqual([
        'breakfast',
        'lunch',
        'dinner',
      ]);
      expect(day.totals.kcal).toBe(day.meals.reduce((sum, m) => sum + m.kcal, 0));
      // Breakfast, lunch and dinner are the cook's whole day: within ±10 % of the target.
      expect(day.target?.kcal).toBe(expected.kcal);
      expect(Math.abs(day.totals.kcal - expected.kcal)).toBeLessThanOrEqual(expected.kcal * 0.1);
    }
    // A plan's recipe opens on the recipe screen.
    const first = plan.days[0]?.meals[0];
    const recipe = await browser.request(`/api/recipes/${first?.recipeId}`);
    expect(recipe.status).toBe(200);

    const again = await current(browser);
    expect(again.plan?.id).toBe(plan.id);
    expect(again.answers).toMatchObject({ goal: 'use-it-up', days: 7, servings: 2, body: BODY });
  });

  it('answers no plan and no defaults before the wizard, and 401 without a session', async () => {
    expect(await current(await anonymousBrowser(app))).toEqual({
      plan: null,
      answers: null,
      cookPreferences: null,
    });
    expect((await browserSession(app).request('/api/plans/current')).status).toBe(401);
    expect((await makePlan(browserSession(app))).status).toBe(401);
  });

  it('plans without counting when the body details are skipped, and uses a typed target', async () => {
    const browser = await anonymousBrowser(app);
    const free = await planned(browser, { ...ANSWERS, body: null, days: 2 });
    expect(free.target).toBeNull();
    expect(free.days.every((day) => day.onTarget === null)).toBe(true);
    const typed = await planned(browser, { ...ANSWERS, body: null, target: { kcal: 2400, proteinG: 120 } });
    expect(typed.target).toMatchObject({ kcal: 2400, proteinG: 120, source: 'typed' });
  });

  it.each([
    [{ days: 0 }, 'days'],
    [{ days: 8 }, 'days'],
    [{ days: 2.5 }, 'days'],
    [{ meals: [] }, 'meals'],
    [{ meals: ['brunch'] }, 'meals.0'],
    [{ servings: 0 }, 'servings'],
    [{ weekdayMinutes: 5 }, 'weekdayMinutes'],
    [{ goal: 'bulk' }, 'goal'],
    [{ body: { ...BODY, weightGoal: 'bulk' } }, 'body.weightGoal'],
    [{ diet: ['carnivore'] }, 'diet'],
    [{ allergens: ['gluten', 'dust'] }, 'allergens'],
    [{ body: { ...BODY, age: 12 } }, 'body.age'],
    [
      { body: { ...BODY, measures: { units: 'metric', heightCm: 400, weightKg: 64 } } },
      'body.measures.heightCm',
    ],
    // 75 lb is within the imperial field's range but under the 35 kg the calculator takes.
    [
      {
        body: { ...BODY, measures: { units: 'imperial', heightFeet: 5, heightInches: 6, weightPounds: 75 } },
      },
      'body.weightKg',
    ],
    [{ target: { kcal: 300, proteinG: 20 } }, 'target.kcal'],
    [{ target: { kcal: 1200, proteinG: 300 } }, 'target.proteinG'],
    [{ dislikes: ['glorbnak'] }, 'dislikes.0'],
  ])('refuses %j with a 400 naming %s, and keeps the plan already made', async (change, field) => {
    const browser = await anonymousBrowser(app);
    const kept = await planned(browser, { ...ANSWERS, days: 1 });
    const response = await makePlan(browser, { ...ANSWERS, ...change });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorAnswer>(response);
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    expect((await current(browser)).plan?.id).toBe(kept.id);
  });

  it('refuses a body that is not JSON', async () => {
    const browser = await anonymousBrowser(app);
    const response = await browser.request('/api/plans', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('holds dislikes and diets as hard rules', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...ANSWERS, diet: ['vegetarian'], dislikes: ['mushrooms'] });
    const profile = { diets: ['vegetarian'] as const, allergens: [], dislikes: [] };
    for (const m of plan.days.flatMap((day) => day.meals)) {
      const recipe = await json<{ ingredients: { ingredientId: string }[]; tags: string[] }>(
        await browser.request(`/api/recipes/${m.recipeId}`),
      );
      for (const line of recipe.ingredients) {
        expect(isAllowed(line.ingredientId, profile)).toBe(true);
        // Every kind of mushroom, not only the one the word names.
        expect(getIngredient(line.ingredientId)?.name ?? '').not.toMatch(/mushroom$/);
      }
    }
  });
});

describe('changing the plan', () => {
  it('lists ranked alternatives for a meal and swaps one in; the day is fitted again', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser);
    const before = meal(plan, '2-dinner');
    const response = await browser.request(`/api/plans/${plan.id}/slots/2-dinner/options`);
    expect(response.status).toBe(200);
    const { options } = await json<{ options: { recipeId: string; title: string }[] }>(response);
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.recipeId)).not.toContain(before?.recipeId);
    const chosen = options[1] ?? options[0];
    const swapped = await browser.request(`/api/plans/${plan.id}/slots/2-dinner/swap`, {
      json: { recipeId: chosen?.recipeId },
    });
    expect(swapped.status).toBe(200);
    const after = (await json<{ plan: PlanDto }>(swapped)).plan;
    expect(meal(after, '2-dinner')).toMatchObject({ recipeId: chosen?.recipeId, title: chosen?.title });
    expect((await current(browser)).plan?.days[2]?.meals.find((m) => m.slot === '2-dinner')?.recipeId).toBe(
      chosen?.recipeId,
    );
    // The other days are as they were.
    expect(after.days[5]).toEqual(plan.days[5]);
  });

  it('refuses a recipe that is not an option, a slot the plan lacks, and another cook’s plan', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...ANSWERS, days: 2 });
    const wrong = await browser.request(`/api/plans/${plan.id}/slots/0-dinner/swap`, {
      json: { recipeId: 'no-such-recipe' },
    });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorAnswer>(wrong)).error.field).toBe('recipeId');
    const missing = await browser.request(`/api/plans/${plan.id}/slots/5-dinner/swap`, { json: {} });
    expect(missing.status).toBe(404);
    const stranger = await anonymousBrowser(app);
    expect((await stranger.request(`/api/plans/${plan.id}/slots/0-dinner/swap`, { json: {} })).status).toBe(
      404,
    );
    expect((await stranger.request(`/api/plans/${plan.id}/slots/0-dinner/options`)).status).toBe(404);
    expect((await stranger.request(`/api/plans/not-a-uuid/regenerate`, { json: {} })).status).toBe(404);
  });

  it('keeps a locked meal when the plan is made again', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...ANSWERS, days: 3 });
    const locked = await browser.request(`/api/plans/${plan.id}/slots/1-breakfast/lock`, {
      method: 'PUT',
      json: { locked: true },
    });
    expect(locked.status).toBe(200);
    expect(meal((await json<{ plan: PlanDto }>(locked)).plan, '1-breakfast')?.locked).toBe(true);
    const bad = await browser.request(`/api/plans/${plan.id}/slots/1-breakfast/lock`, {
      method: 'PUT',
      json: { locked: 'yes' },
    });
    expect((await json<ErrorAnswer>(bad)).error.field).toBe('locked');
    for (let round = 0; round < 3; round += 1) {
      const again = await browser.request(`/api/plans/${plan.id}/regenerate`, { json: {} });
      expect(again.status).toBe(200);
      const next = (await json<{ plan: PlanDto }>(again)).plan;
      expect(meal(next, '1-breakfast')).toMatchObject({
        recipeId: meal(plan, '1-breakfast')?.recipeId,
        locked: true,
      });
    }
  });
});

describe('the shopping list', () => {
  it('is the plan’s needs less the pantry, and follows the pantry when the plan changes', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...ANSWERS, days: 3 });
    const items = await list(browser);
    expect(items.length).toBeGreaterThan(0);
    const titles = new Set(plan.days.flatMap((day) => day.meals.map((m) => m.title)));
    for (const item of items) {
      expect(item).toMatchObject({ fromPlan: true, checked: false });
      expect(item.forRecipes.every((title) => titles.has(title))).toBe(true);
    }
    const weighed = items.find((item) => item.unit === 'g' && item.quantity !== null && item.quantity >= 100);
    if (!weighed) throw new Error(`no weighed line in ${items.map((i) => i.name).join(', ')}`);
    // All of it: the list rounds what is left to buy up to what a shop sells (a 250 g punnet of
    // mushrooms), so half of it can leave the line as it was; with all of it the line goes.
    const added = await browser.request('/api/pantry/items', {
      json: { items: [{ name: weighed.name, quantity: weighed.quantity, unit: 'g' }] },
    });
    expect(added.status).toBe(201);
    // Any change to the plan makes its list again from the pantry as it is now.
    await browser.request(`/api/plans/${plan.id}/slots/0-lunch/lock`, {
      method: 'PUT',
      json: { locked: true },
    });
    const after = await list(browser);
    expect(after.length).toBeGreaterThan(0);
    expect(after.find((item) => item.ingredientId === weighed.ingredientId)).toBeUndefined();
  });

  it('lists packed foods in whole packs, never spoons, and a checked-off pack goes in as what it holds', async () => {
    const browser = await anonymousBrowser(app);
    await planned(browser);
    const items = await list(browser);
    expect(
      items.filter((item) => item.unit === 'tsp' || item.unit === 'tbsp' || item.unit === 'pinch'),
    ).toEqual([]);
    const packs = items.filter((item) => item.unit === null && item.ingredientId && item.pieceName);
    // A bottle of soy sauce, a jar of capers, a pack of thyme or a bag of flour: whichever the plan needs.
    const pack = packs.find((item) => ['bottle', 'jar', 'pack', 'bag'].includes(item.pieceName as string));
    if (!pack) throw new Error(`no bottle, jar, pack or bag in ${items.map((i) => itemLabel(i)).join(', ')}`);
    expect(Number.isInteger(pack.quantity)).toBe(true);
    expect(itemLabel(pack)).toMatch(/^\d+ (bottles?|jars?|packs?|bags?) of /);
    expect((await check(browser, pack.id)).status).toBe(200);
    const bought = (await pantry(browser)).find((p) => p.ingredientId === pack.ingredientId);
    // In the pantry as grams or millilitres, a whole pack's worth.
    expect(bought?.unit === 'g' || bought?.unit === 'ml').toBe(true);
    expect(bought?.quantity).toBeGreaterThan(pack.quantity as number);
  });

  it('moves a checked-off item into the pantry once, with an estimated expiry, and back out when unchecked', async () => {
    const browser = await anonymousBrowser(app);
    await planned(browser, { ...ANSWERS, days: 2 });
    // An amount (grams, millilitres), which the pantry keeps as it is; a pack (a jar of capers) goes in as a
    // whole pack's weight, as the test above checks. Which comes first depends on the plan.
    const item = (await list(browser)).find((line) => line.ingredientId !== null && line.unit !== null);
    if (!item) throw new Error('no amount on the list');
    expect((await check(browser, item.id)).status).toBe(200);
    expect((await check(browser, item.id)).status).toBe(200);
    const bought = (await pantry(browser)).filter((p) => p.ingredientId === item.ingredientId);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ name: item.name, addedOn: TODAY, expiryEstimated: true });
    expect(bought[0]?.quantity).toBe(item.quantity);
    expect((await list(browser)).find((line) => line.id === item.id)?.checked).toBe(true);
    expect((await check(browser, item.id, false)).status).toBe(200);
    expect((await pantry(browser)).some((p) => p.ingredientId === item.ingredientId)).toBe(false);
  });

  it('adds the cook’s own items, reads amounts, and refuses bad ones naming the field', async () => {
    const browser = await anonymousBrowser(app);
    const add = (body: unknown) => browser.request('/api/shopping-list/items', { json: body });
    const lemons = await add({ name: '2 lemons' });
    expect(lemons.status).toBe(201);
    expect((await json<{ item: ShoppingItemDto }>(lemons)).item).toMatchObject({
      ingredientId: 'lemon',
      quantity: 2,
      fromPlan: false,
      aisle: 'produce',
    });
    const soap = (await json<{ item: ShoppingItemDto }>(await add({ name: 'washing-up liquid' }))).item;
    expect(soap).toMatchObject({ ingredientId: null, aisle: 'other' });
    // Not food: crossed off, but not put in the pantry.
    expect((await check(browser, soap.id)).status).toBe(200);
    expect(await pantry(browser)).toEqual([]);
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'milk', quantity: -1 }, 'quantity'],
      [{ name: 'milk', unit: 'bucket' }, 'unit'],
      [{ name: 'milk', clientId: 'abc' }, 'clientId'],
    ] as const) {
      const response = await add(body);
      expect(response.status).toBe(400);
      expect((await json<ErrorAnswer>(response)).error.field).toBe(field);
    }
    const bad = await browser.request(`/api/shopping-list/items/${soap.id}`, {
      method: 'PATCH',
      json: { checked: 'yes' },
    });
    expect((await json<ErrorAnswer>(bad)).error.field).toBe('checked');
    expect((await list(browser)).map((item) => item.name).sort()).toEqual(['lemon', 'washing-up liquid']);
  });

  it('is scoped to its cook', async () => {
    const owner = await anonymousBrowser(app);
    const item = (
      await json<{ item: ShoppingItemDto }>(
        await owner.request('/api/shopping-list/items', { json: { name: 'coffee' } }),
      )
    ).item;
    const stranger = await anonymousBrowser(app);
    expect(await list(stranger)).toEqual([]);
    expect((await check(stranger, item.id)).status).toBe(404);
    expect((await stranger.request(`/api/shopping-list/items/${item.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await list(owner)).map((line) => line.checked)).toEqual([false]);
  });

  it('loses no change when two devices edit the same list, online or replaying offline edits', async () => {
    // Two devices of one cook: the second signs in with the first one's session cookie.
    const phone = await anonymousBrowser(app);
    const tablet = browserSession(app);
    for (const [name, value] of phone.cookies) tablet.cookies.set(name, value);
    await planned(phone, { ...ANSWERS, days: 3 });
    const lines = (await list(phone)).filter((line) => line.ingredientId !== null);
    const [first, second, both] = lines;
    if (!first || !second || !both) throw new Error('the list is too short');
    const clientId = crypto.randomUUID();
    // The tablet was offline: it crossed off a line and added coffee. The phone edits meanwhile.
    await check(phone, first.id);
    const oatMilk = (
      await json<{ item: ShoppingItemDto }>(
        await phone.request('/api/shopping-list/items', { json: { name: 'oat milk' } }),
      )
    ).item;
    // Back online, the tablet replays its queue, twice (a retry after a lost answer).
    const coffees: string[] = [];
    for (let replay = 0; replay < 2; replay += 1) {
      await check(tablet, second.id);
      const added = await tablet.request('/api/shopping-list/items', { json: { name: 'coffee', clientId } });
      coffees.push((await json<{ item: ShoppingItemDto }>(added)).item.id);
    }
    expect(coffees[1]).toBe(coffees[0]);
    // Both cross off the same line at the same moment.
    const answers = await Promise.all([check(phone, both.id), check(tablet, both.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    const seen = await list(tablet);
    expect(seen).toEqual(await list(phone));
    const byId = new Map(seen.map((line) => [line.id, line]));
    expect([first, second, both].map((line) => byId.get(line.id)?.checked)).toEqual([true, true, true]);
    expect(seen.filter((line) => line.clientId === clientId).map((line) => line.id)).toEqual([coffees[0]]);
    expect(byId.get(oatMilk.id)?.checked).toBe(false);
    const stocked = await pantry(phone);
    for (const line of [first, second, both]) {
      expect(stocked.filter((item) => item.ingredientId === line.ingredientId)).toHaveLength(1);
    }
  });
});

describe('signing up', () => {
  it('keeps the anonymous plan, defaults and shopping list on the new account, and exports them', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...ANSWERS, days: 2 });
    const own = await browser.request('/api/shopping-list/items', {
      json: { name: 'coffee', clientId: crypto.randomUUID() },
    });
    expect(own.status).toBe(201);
    const before = await list(browser);

    await signedInBrowser(app, testDb.database.db, browser);
    const after = await current(browser);
    expect(after.plan?.id).toBe(plan.id);
    expect(after.answers).toMatchObject({ days: 2, goal: 'use-it-up' });
    expect((await list(browser)).map((line) => line.id).sort()).toEqual(before.map((line) => line.id).sort());

    const exported = await json<{ plans: { plan: { id: string } }; shoppingList: unknown[] }>(
      await browser.request('/api/account/export'),
    );
    expect(exported.plans.plan.id).toBe(plan.id);
    expect(exported.shoppingList).toHaveLength(before.length);
  });
});
