import type { PantryItemDto } from '@larder/domain/api/pantry';
import { BADGES, type ProfileSummary, profileSummaryAnswer } from '@larder/domain/api/profile';
import { recipeById } from '@larder/kitchen/generation';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookedMeals, foodBinned } from '../src/db/profile-schema.ts';
import { saveShownRecipes } from '../src/modules/recipes/repository.ts';
import { browserSession } from './browser-session.ts';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';

/** Sunday 8 March 2026, 23:30 UTC: already Monday the 9th in Berlin, a new week there. */
const NOW = Date.UTC(2026, 2, 8, 23, 30);
const kitchen = kitchenApp(NOW);
const db = () => kitchen.testDb.database.db;

const summaryOf = async (browser: Browser, timeZone?: string) => {
  const response = await browser.request('/api/profile/summary', {
    ...(timeZone ? { headers: { 'x-timezone': timeZone } } : {}),
  });
  expect(response.status).toBe(200);
  const body = await json<ProfileSummary>(response);
  expect(profileSummaryAnswer.strict().safeParse(body).success).toBe(true);
  return body;
};
const seen = (browser: Browser, body: unknown) => browser.request('/api/profile/badges/seen', { json: body });
const badge = (summary: ProfileSummary, name: string) => summary.badges.find((b) => b.badge === name);

async function stock(browser: Browser, items: unknown[]): Promise<PantryItemDto[]> {
  const response = await browser.request('/api/pantry/items', { json: { items } });
  expect(response.status).toBe(201);
  return (await json<{ items: PantryItemDto[] }>(response)).items;
}

/** A library recipe stored as shown to the cook, as a generation would have done. */
async function shown(browser: Browser, id: string) {
  const recipe = recipeById(id);
  if (!recipe) throw new Error(`no library recipe ${id}`);
  await saveShownRecipes(db(), await userIdOf(browser), [recipe]);
  return recipe;
}

describe('who may ask', () => {
  it('answers 401 without a session and to an anonymous cook', async () => {
    for (const browser of [browserSession(kitchen.app), await anonymousBrowser(kitchen.app)]) {
      expect((await browser.request('/api/profile/summary')).status).toBe(401);
      const refused = await seen(browser, { badges: ['first-rescue'] });
      expect(refused.status).toBe(401);
      expect(await json(refused)).toEqual({
        error: { code: 'unauthorized', message: 'Please sign in to continue.' },
      });
    }
  });
});

describe("a cook's figures", () => {
  it('counts the same recipe cooked again on one day once, and again on another day', async () => {
    const { browser: cook } = await signedInBrowser(kitchen.app, db());
    const userId = await userIdOf(cook);
    const recipe = await shown(cook, 'garlic-mushrooms-on-toast');
    const meal = {
      userId,
      recipeId: recipe.id,
      title: recipe.title,
      cuisine: recipe.cuisine,
      servings: 2,
      proteinG: 10,
      vegetablesG: 125,
    };
    // Cooked the day before, as a fixture.
    await db()
      .insert(cookedMeals)
      .values({ ...meal, cookedOn: '2026-03-07' });
    const cookIt = () => cook.request(`/api/recipes/${recipe.id}/cooked`, { json: { servings: 2 } });
    // Tapped twice at once, then once more: three times today.
    const taps = [...(await Promise.all([cookIt(), cookIt()])), await cookIt()];
    expect(taps.map((tap) => tap.status)).toEqual([200, 200, 200]);

    const rows = await db().select().from(cookedMeals).where(eq(cookedMeals.userId, userId));
    expect(rows.map((row) => row.cookedOn).sort()).toEqual(['2026-03-07', '2026-03-08']);
    expect((await summaryOf(cook)).cooked).toMatchObject({ allTime: 2 });
  });

  it('count what the cook used, binned, cooked and planned, in their own numbers only', async () => {
    const { browser: cook } = await signedInBrowser(kitchen.app, db());
    const [feta, tomatoes] = await stock(cook, [
      { name: 'feta', quantity: 200, unit: 'g', place: 'fridge', expiresOn: '2026-03-10' },
      { name: 'tomatoes', quantity: 300, unit: 'g', place: 'fridge', expiresOn: '2026-03-07' },
      { name: 'chestnut mushrooms', quantity: 250, unit: 'g', place: 'fridge', expiresOn: '2026-03-12' },
    ]);
    expect((await cook.request(`/api/pantry/items/${feta?.id}/used`, { method: 'POST' })).status).toBe(204);
    // The tomatoes' date had passed: thrown away.
    expect((await cook.request(`/api/pantry/items/${tomatoes?.id}`, { method: 'DELETE' })).status).toBe(204);
    const recipe = await shown(cook, 'garlic-mushrooms-on-toast');
    const cooked = await cook.request(`/api/recipes/${recipe.id}/cooked`, { json: { servings: 2 } });
    expect(cooked.status).toBe(200);
    const plan = await cook.request('/api/plans', {
      json: {
        goal: 'maintain',
        target: { kcal: 2000, proteinG: 100 },
        days: 7,
        meals: ['dinner'],
        servings: 2,
        weekdayMinutes: 45,
        weekendMinutes: 90,
      },
    });
    expect(plan.status).toBe(201);

    const userId = await userIdOf(cook);
    expect(await db().select().from(foodBinned).where(eq(foodBinned.userId, userId))).toEqual([
      expect.objectContaining({ ingredientId: 'tomato', grams: 300, binnedOn: '2026-03-08' }),
    ]);
    const [meal] = await db().select().from(cookedMeals).where(eq(cookedMeals.userId, userId));
    // One serving of two: 250 g of mushrooms are the vegetables (garlic is an aromatic, bread a starch).
    expect(meal).toMatchObject({
      recipeId: 'garlic-mushrooms-on-toast',
      cuisine: 'british',
      servings: 2,
      vegetablesG: 125,
      cookedOn: '2026-03-08',
    });

    const summary = await summaryOf(cook);
    expect(summary.today).toBe('2026-03-08');
    // 200 g of feta at 12.00 a kg and 250 g of chestnut mushrooms at 6.00: 2.40 + 1.50.
    expect(summary.saved.week).toEqual({ kg: 0.5, items: 2, money: { amount: 3.9, currency: 'EUR' } });
    expect(summary.cooked).toMatchObject({
      thisWeek: 1,
      allTime: 1,
      favouriteCuisines: [{ cuisine: 'british', count: 1 }],
      proteinG: { eaten: meal?.proteinG, target: 700 },
      vegetablesG: { eaten: 125, target: 2800 },
    });
    // Food saved today, but some thrown away too.
    expect(summary.streak).toEqual({ current: 0, best: 0 });
    const earned = summary.badges.filter((b) => b.earnedAt !== null).map((b) => b.badge);
    expect(earned).toEqual(['first-rescue', 'fridge-cleared', 'first-week-planned']);
    expect(summary.badges.map((b) => b.badge)).toEqual([...BADGES]);

    // Another cook sees none of it, and cannot mark the cook's badges seen.
    const { browser: other } = await signedInBrowser(kitchen.app, db());
    const theirs = await summaryOf(other);
    expect(theirs.saved.allTime).toEqual({ kg: 0, items: 0, money: { amount: 0, currency: 'EUR' } });
    expect(theirs.cooked.allTime).toBe(0);
    expect(theirs.badges.every((b) => b.earnedAt === null)).toBe(true);
    expect((await seen(other, { badges: ['first-rescue'] })).status).toBe(204);
    expect(badge(await summaryOf(cook), 'first-rescue')?.isNew).toBe(true);

    // Celebrated: no longer new, still earned when it was.
    expect((await seen(cook, { badges: ['first-rescue', 'fridge-cleared'] })).status).toBe(204);
    const after = await summaryOf(cook);
    expect(badge(after, 'first-rescue')).toEqual({ ...badge(summary, 'first-rescue'), isNew: false });
    expect(badge(after, 'first-week-planned')?.isNew).toBe(true);
  });

  it("counts the week in the cook's time zone", async () => {
    const { browser: cook } = await signedInBrowser(kitchen.app, db());
    const [feta] = await stock(cook, [
      { name: 'feta', quantity: 200, unit: 'g', place: 'fridge', expiresOn: '2026-03-10' },
    ]);
    // Used up on Sunday the 8th in London, where it is still Sunday.
    const used = await cook.request(`/api/pantry/items/${feta?.id}/used`, {
      method: 'POST',
      headers: { 'x-timezone': 'Europe/London' },
    });
    expect(used.status).toBe(204);

    const london = await summaryOf(cook, 'Europe/London');
    expect(london.today).toBe('2026-03-08');
    expect(london.saved.week.items).toBe(1);
    expect(london.saved.weekly.at(-1)).toEqual({ weekStart: '2026-03-02', kg: 0.2, money: 2.4 });
    expect(london.streak).toEqual({ current: 1, best: 1 });

    // In Berlin it is Monday the 9th: a new week, and nothing saved yet today.
    const berlin = await summaryOf(cook, 'Europe/Berlin');
    expect(berlin.today).toBe('2026-03-09');
    expect(berlin.saved.week).toEqual({ kg: 0, items: 0, money: { amount: 0, currency: 'EUR' } });
    expect(berlin.saved.month.items).toBe(1);
    expect(berlin.saved.weekly.slice(-2)).toEqual([
      { weekStart: '2026-03-02', kg: 0.2, money: 2.4 },
      { weekStart: '2026-03-09', kg: 0, money: 0 },
    ]);
    expect(berlin.streak).toEqual({ current: 1, best: 1 });
  });
});

describe('bad input to badges/seen', () => {
  it('gets a 400 that says what is wrong, never a 500', async () => {
    const { browser: cook } = await signedInBrowser(kitchen.app, db());
    const bodies: [unknown, RegExp][] = [
      [{}, /^badges: /],
      [{ badges: 'first-rescue' }, /^badges: /],
      [{ badges: [1] }, /^badges\.0: Send badges Larder knows\.$/],
      [{ badges: ['gold-star'] }, /^badges\.0: Send badges Larder knows\.$/],
      [{ badges: ['first-rescue\u0000'] }, /NUL|character/i],
      [{ badges: ['x'.repeat(100_000)] }, /^badges\.0: Send badges Larder knows\.$/],
      [{ badges: [...BADGES, 'first-rescue'] }, /^badges: /],
      [[], /./],
      [null, /./],
    ];
    for (const [body, message] of bodies) {
      const response = await seen(cook, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { error } = await json<{ error: { code: string; message: string } }>(response);
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(message);
    }
    expect((await seen(cook, { badges: [] })).status).toBe(204);
  });
});

describe("the cook's data", () => {
  it('moves from the device to the account at sign-up, and is in the export', async () => {
    const device = await anonymousBrowser(kitchen.app);
    const [feta, tomatoes] = await stock(device, [
      { name: 'feta', quantity: 200, unit: 'g', place: 'fridge', expiresOn: '2026-03-10' },
      { name: 'tomatoes', quantity: 300, unit: 'g', place: 'fridge', expiresOn: '2026-03-07' },
    ]);
    await device.request(`/api/pantry/items/${feta?.id}/used`, { method: 'POST' });
    await device.request(`/api/pantry/items/${tomatoes?.id}`, { method: 'DELETE' });
    const recipe = await shown(device, 'garlic-mushrooms-on-toast');
    expect((await device.request(`/api/recipes/${recipe.id}/cooked`, { json: { servings: 2 } })).status).toBe(
      200,
    );

    await signedInBrowser(kitchen.app, db(), device);

    const summary = await summaryOf(device);
    expect(summary.cooked.allTime).toBe(1);
    expect(summary.saved.allTime.items).toBe(1);
    expect(badge(summary, 'first-rescue')).toMatchObject({ isNew: true });
    // The fridge was emptied by throwing the tomatoes away, not by cooking or using them up.
    expect(badge(summary, 'fridge-cleared')).toMatchObject({ earnedAt: null, isNew: false });
    const exported = await json<{ profile: Record<string, unknown[]> }>(
      await device.request('/api/account/export'),
    );
    expect(exported.profile.cookedMeals).toEqual([
      expect.objectContaining({ recipeId: 'garlic-mushrooms-on-toast', cookedOn: '2026-03-08' }),
    ]);
    expect(exported.profile.foodBinned).toEqual([
      { ingredientId: 'tomato', name: 'tomato', grams: 300, binnedOn: '2026-03-08' },
    ]);
    expect(exported.profile.badges).toEqual([
      { badge: 'first-rescue', earnedAt: expect.any(String), seenAt: null },
    ]);
  });
});
