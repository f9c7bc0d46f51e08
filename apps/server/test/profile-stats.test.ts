import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import type { Db } from '../src/db/database.ts';
import { foodSaved } from '../src/db/kitchen-schema.ts';
import { mealPlans } from '../src/db/plan-schema.ts';
import { cookedMeals, foodBinned } from '../src/db/profile-schema.ts';
import { type FoodPrices, parseFoodPrices } from '../src/modules/profile/food-prices.ts';
import { profileSummary } from '../src/modules/profile/service.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/**
 * Profile's figures, counted by PostgreSQL, against fixtures counted by hand. 9 March 2026 is a Monday:
 * the week of Wednesday 11 March starts on the 9th, its month on the 1st.
 */

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
afterAll(() => testDb.drop());

/** A small table, so the sums can be done by hand: feta has no row and takes the dairy aisle's price. */
function testPrices(): FoodPrices {
  const table = parseFoodPrices(
    'ingredient_id,price_per_kg\ntomato,3.00\nchicken-breast,11.00\naisle:dairy-eggs,8.00\n',
  );
  if (!table.ok) throw new Error(table.problems.join('\n'));
  return { currency: 'EUR', perKg: table.perKg };
}

const summaryOf = (userId: string, today: string) =>
  profileSummary({ db, prices: testPrices() }, userId, today);

async function newCook(): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: '', email: `${id}@example.com` });
  return id;
}

type Saved = { on: string; ingredientId: string | null; grams: number | null; name?: string };
async function saved(userId: string, rows: Saved[]) {
  await db.insert(foodSaved).values(
    rows.map((row) => ({
      userId,
      ingredientId: row.ingredientId,
      name: row.name ?? row.ingredientId ?? 'food',
      grams: row.grams,
      savedOn: row.on,
      how: 'used' as const,
    })),
  );
}

async function binned(userId: string, on: string) {
  await db
    .insert(foodBinned)
    .values({ userId, ingredientId: 'milk', name: 'milk', grams: 500, binnedOn: on });
}

type Meal = { on: string; cuisine: string; proteinG: number; vegetablesG: number };
async function cooked(userId: string, meals: Meal[]) {
  await db.insert(cookedMeals).values(
    meals.map((meal, index) => ({
      userId,
      recipeId: `recipe-${index}`,
      title: `Dish ${index}`,
      cuisine: meal.cuisine,
      servings: 2,
      proteinG: meal.proteinG,
      vegetablesG: meal.vegetablesG,
      cookedOn: meal.on,
    })),
  );
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const zeroWeeks = (starts: string[]) => starts.map((weekStart) => ({ weekStart, kg: 0, money: 0 }));
const WEEKS_TO_9_MARCH = [
  '2026-01-19',
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
  '2026-02-23',
  '2026-03-02',
  '2026-03-09',
];

describe('food saved from the bin', () => {
  it('sums kilograms, items and money this week, this month and ever, and by week', async () => {
    const cook = await newCook();
    await saved(cook, [
      { on: '2026-03-11', ingredientId: 'tomato', grams: 500 }, // week, month: 0.5 kg, 1.50
      { on: '2026-03-09', ingredientId: 'chicken-breast', grams: 400 }, // Monday: week, month: 4.40
      { on: '2026-03-10', ingredientId: 'egg', grams: null }, // week, month: an item, 0 kg, 0.00
      { on: '2026-03-08', ingredientId: 'feta', grams: 200 }, // Sunday: month only: 1.60 (dairy aisle)
      { on: '2026-03-01', ingredientId: 'spinach', grams: 300 }, // Sunday 1st: month only, unpriced: 0.00
      { on: '2026-02-28', ingredientId: 'tomato', grams: 1000 }, // February: 3.00
      { on: '2026-02-10', ingredientId: null, grams: 260, name: 'mystery jar' }, // unknown food: 0.00
      { on: '2026-01-05', ingredientId: 'chicken-breast', grams: 1000 }, // before the chart: 11.00
    ]);
    // Another cook's food counts for them only.
    await saved(await newCook(), [{ on: '2026-03-11', ingredientId: 'tomato', grams: 9000 }]);

    const { today, saved: figures } = await summaryOf(cook, '2026-03-11');

    expect(today).toBe('2026-03-11');
    expect(figures.week).toEqual({ kg: 0.9, items: 3, money: eur(5.9) });
    expect(figures.month).toEqual({ kg: 1.4, items: 5, money: eur(7.5) });
    // 500 + 400 + 200 + 300 + 1000 + 260 + 1000 = 3,660 g; 5.90 + 1.60 + 3.00 + 11.00 = 21.50.
    expect(figures.allTime).toEqual({ kg: 3.7, items: 8, money: eur(21.5) });
    expect(figures.weekly).toEqual([
      ...zeroWeeks(WEEKS_TO_9_MARCH.slice(0, 3)),
      { weekStart: '2026-02-09', kg: 0.3, money: 0 },
      { weekStart: '2026-02-16', kg: 0, money: 0 },
      // Sunday 1 March ends the week of 23 February: 1,000 g of tomatoes and 300 g of spinach.
      { weekStart: '2026-02-23', kg: 1.3, money: 3 },
      { weekStart: '2026-03-02', kg: 0.2, money: 1.6 },
      { weekStart: '2026-03-09', kg: 0.9, money: 5.9 },
    ]);
  });

  it('starts the week on Monday and the month on the 1st', async () => {
    const cook = await newCook();
    await saved(cook, [
      { on: '2026-02-28', ingredientId: 'tomato', grams: 100 }, // Saturday, February
      { on: '2026-03-01', ingredientId: 'tomato', grams: 200 }, // Sunday, March
      { on: '2026-03-02', ingredientId: 'tomato', grams: 400 }, // Monday
    ]);

    const monday = (await summaryOf(cook, '2026-03-02')).saved;
    expect(monday.week).toEqual({ kg: 0.4, items: 1, money: eur(1.2) });
    expect(monday.month).toEqual({ kg: 0.6, items: 2, money: eur(1.8) });
    expect(monday.allTime).toEqual({ kg: 0.7, items: 3, money: eur(2.1) });
    expect(monday.weekly.slice(-2)).toEqual([
      { weekStart: '2026-02-23', kg: 0.3, money: 0.9 },
      { weekStart: '2026-03-02', kg: 0.4, money: 1.2 },
    ]);

    // The Sunday before: its week started on 23 February, and February is another month.
    const sunday = (await summaryOf(cook, '2026-03-01')).saved;
    expect(sunday.week).toEqual({ kg: 0.3, items: 2, money: eur(0.9) });
    expect(sunday.weekly.at(-1)).toEqual({ weekStart: '2026-02-23', kg: 0.3, money: 0.9 });
  });

  it('answers zeros for a cook with nothing yet', async () => {
    const summary = await summaryOf(await newCook(), '2026-03-11');
    const none = { kg: 0, items: 0, money: eur(0) };
    expect(summary.saved).toEqual({
      week: none,
      month: none,
      allTime: none,
      weekly: zeroWeeks(WEEKS_TO_9_MARCH),
    });
    expect(summary.cooked).toEqual({
      thisWeek: 0,
      allTime: 0,
      favouriteCuisines: [],
      proteinG: { eaten: 0, target: null },
      vegetablesG: { eaten: 0, target: 2800 },
    });
    expect(summary.streak).toEqual({ current: 0, best: 0 });
    expect(summary.badges.every((badge) => badge.earnedAt === null && !badge.isNew)).toBe(true);
  });
});

describe('what the cook cooked', () => {
  it("counts recipes, the top 3 cuisines, and this week's protein and vegetables against the plan's target", async () => {
    const cook = await newCook();
    await cooked(cook, [
      { on: '2026-03-11', cuisine: 'italian', proteinG: 30.5, vegetablesG: 120 },
      { on: '2026-03-09', cuisine: 'italian', proteinG: 25, vegetablesG: 80.4 },
      { on: '2026-03-10', cuisine: 'mexican', proteinG: 40, vegetablesG: 0 },
      { on: '2026-03-08', cuisine: 'japanese', proteinG: 50, vegetablesG: 300 }, // last week
      { on: '2026-03-06', cuisine: 'japanese', proteinG: 50, vegetablesG: 300 },
      { on: '2026-02-20', cuisine: 'japanese', proteinG: 50, vegetablesG: 300 },
      { on: '2026-02-01', cuisine: 'thai', proteinG: 50, vegetablesG: 300 }, // ties mexican, cooked longer ago
    ]);
    const plan = { days: [], notes: [] };
    // The newest plan is the current one: 100 g of protein a day.
    await db.insert(mealPlans).values([
      {
        userId: cook,
        answers: { target: { kcal: 1800, proteinG: 60 } },
        startDate: '2026-03-01',
        seed: 1,
        plan,
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        userId: cook,
        answers: { target: { kcal: 2000, proteinG: 100 } },
        startDate: '2026-03-09',
        seed: 2,
        plan,
        createdAt: new Date('2026-03-09T10:00:00Z'),
      },
    ]);

    const { cooked: figures } = await summaryOf(cook, '2026-03-11');

    expect(figures).toEqual({
      thisWeek: 3,
      allTime: 7,
      favouriteCuisines: [
        { cuisine: 'japanese', count: 3 },
        { cuisine: 'italian', count: 2 },
        { cuisine: 'mexican', count: 1 },
      ],
      // 30.5 + 25 + 40 = 95.5 g, to the gram; the target is 100 g × 7 days.
      proteinG: { eaten: 96, target: 700 },
      // 120 + 80.4 + 0 = 200.4 g; the target is 400 g × 7 days.
      vegetablesG: { eaten: 200, target: 2800 },
    });
  });
});

describe('the no-waste streak', () => {
  it('counts days in a row with food saved and none binned, up to today or yesterday', async () => {
    const cook = await newCook();
    const days = (list: string[]) => list.map((on) => ({ on, ingredientId: 'tomato', grams: null }));
    await saved(
      cook,
      days([
        ...['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05'], // 5 days in a row
        '2026-02-06', // food saved, but some binned too: not a no-waste day
        ...['2026-02-07', '2026-02-08'],
        ...['2026-03-09', '2026-03-10', '2026-03-10'], // two rows on one day count once
      ]),
    );
    await binned(cook, '2026-02-06');

    // Nothing saved yet today: the run up to yesterday is current.
    expect((await summaryOf(cook, '2026-03-11')).streak).toEqual({ current: 2, best: 5 });
    // A day without saved food ends it.
    expect((await summaryOf(cook, '2026-03-12')).streak).toEqual({ current: 0, best: 5 });

    await saved(cook, days(['2026-03-11']));
    expect((await summaryOf(cook, '2026-03-11')).streak).toEqual({ current: 3, best: 5 });

    // Food thrown away today breaks it at once.
    await binned(cook, '2026-03-11');
    expect((await summaryOf(cook, '2026-03-11')).streak).toEqual({ current: 0, best: 5 });
  });

  it('breaks on a day with food binned and none saved', async () => {
    const cook = await newCook();
    await saved(cook, [{ on: '2026-03-10', ingredientId: 'tomato', grams: 100 }]);
    await binned(cook, '2026-03-11');
    expect((await summaryOf(cook, '2026-03-11')).streak).toEqual({ current: 0, best: 1 });
  });
});

describe('the pool', () => {
  it('answers a summary on one connection, one statement at a time', async () => {
    const cook = await newCook();
    await saved(cook, [{ on: '2026-03-11', ingredientId: 'tomato', grams: 500 }]);
    await cooked(cook, [{ on: '2026-03-10', cuisine: 'italian', proteinG: 20, vegetablesG: 100 }]);
    const pool = testDb.database.pool;
    let checkouts = 0;
    let held = 0;
    let mostHeld = 0;
    const acquired = () => {
      checkouts += 1;
      held += 1;
      mostHeld = Math.max(mostHeld, held);
    };
    const released = () => {
      held -= 1;
    };
    pool.on('acquire', acquired);
    pool.on('release', released);
    try {
      const summary = await summaryOf(cook, '2026-03-11');
      expect(summary.cooked.allTime).toBe(1);
      expect(summary.badges.find((badge) => badge.badge === 'first-rescue')?.earnedAt).not.toBeNull();
    } finally {
      pool.off('acquire', acquired);
      pool.off('release', released);
    }
    expect({ checkouts, mostHeld }).toEqual({ checkouts: 1, mostHeld: 1 });
  });
});
