import { randomUUID } from 'node:crypto';
import { BADGES, type Badge } from '@larder/domain/api/profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import type { Db } from '../src/db/database.ts';
import { foodSaved } from '../src/db/kitchen-schema.ts';
import { mealPlans } from '../src/db/plan-schema.ts';
import { cookedMeals, earnedBadges, foodBinned } from '../src/db/profile-schema.ts';
import { addItems, takeForCooking, useUpItem } from '../src/modules/pantry/service.ts';
import { checkBadges } from '../src/modules/profile/badges.ts';
import { moveProfileData } from '../src/modules/profile/repository.ts';
import { badgesSeen, profileSummary } from '../src/modules/profile/service.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

/** Each badge's rule (`BADGE_RULES`): earned exactly when it holds, not before, and once. */

const TODAY = '2026-03-11';
let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
afterAll(() => testDb.drop());

async function newCook(): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: '', email: `${id}@example.com` });
  return id;
}

async function saved(userId: string, days: string[], grams: number | null = 100) {
  await db.insert(foodSaved).values(
    days.map((savedOn) => ({
      userId,
      ingredientId: 'tomato',
      name: 'tomato',
      grams,
      savedOn,
      how: 'used' as const,
    })),
  );
}

async function earned(userId: string): Promise<Badge[]> {
  const rows = await db.select().from(earnedBadges).where(eq(earnedBadges.userId, userId));
  return rows.map((row) => row.badge as Badge).sort();
}

/** 1 to `count` March 2026. */
const marchDays = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `2026-03-${String(from + index).padStart(2, '0')}`);

describe('first-rescue: use or cook one food before its date', () => {
  it('is earned with the first food saved, once', async () => {
    const cook = await newCook();
    expect(await checkBadges(db, cook, TODAY)).toEqual([]);
    await saved(cook, [TODAY]);
    expect(await checkBadges(db, cook, TODAY)).toEqual(['first-rescue']);
    const [first] = await db.select().from(earnedBadges).where(eq(earnedBadges.userId, cook));
    await saved(cook, [TODAY]);
    expect(await checkBadges(db, cook, TODAY)).toEqual([]);
    const [still] = await db.select().from(earnedBadges).where(eq(earnedBadges.userId, cook));
    expect(still?.earnedAt).toEqual(first?.earnedAt);
    expect(await earned(cook)).toEqual(['first-rescue']);
  });
});

describe('ten-rescued: use or cook 10 foods before their date', () => {
  it('is not earned at 9 foods, and is at the 10th', async () => {
    const cook = await newCook();
    await saved(
      cook,
      marchDays(9).map(() => TODAY),
      null,
    );
    expect(await checkBadges(db, cook, TODAY)).not.toContain('ten-rescued');
    await saved(cook, [TODAY], null);
    expect(await checkBadges(db, cook, TODAY)).toEqual(['ten-rescued']);
    expect(await checkBadges(db, cook, TODAY)).toEqual([]);
  });
});

describe('five-kg-saved: save 5 kg of food from the bin', () => {
  it('is not earned at 4,999 g (food not weighed adds nothing), and is at 5,000 g', async () => {
    const cook = await newCook();
    await saved(cook, [TODAY], 4999);
    await saved(cook, [TODAY, TODAY], null);
    expect(await checkBadges(db, cook, TODAY)).not.toContain('five-kg-saved');
    await saved(cook, [TODAY], 1);
    expect(await checkBadges(db, cook, TODAY)).toEqual(['five-kg-saved']);
  });
});

describe('ten-cooked: cook 10 recipes with "I cooked this"', () => {
  it('is not earned at 9 meals, and is at the 10th', async () => {
    const cook = await newCook();
    const meal = {
      userId: cook,
      recipeId: 'shakshuka',
      title: 'Shakshuka',
      cuisine: 'middle-eastern',
      servings: 2,
      proteinG: 20,
      vegetablesG: 200,
      cookedOn: TODAY,
    };
    await db.insert(cookedMeals).values(Array.from({ length: 9 }, () => meal));
    expect(await checkBadges(db, cook, TODAY)).toEqual([]);
    await db.insert(cookedMeals).values(meal);
    expect(await checkBadges(db, cook, TODAY)).toEqual(['ten-cooked']);
  });
});

describe('first-week-planned: make a meal plan for a whole week', () => {
  const planOf = (userId: string, days: number) => ({
    userId,
    answers: {},
    startDate: TODAY,
    seed: 1,
    plan: { days: Array.from({ length: days }, (_, day) => ({ day, meals: [] })), notes: [] },
  });

  it('is not earned for a plan of 6 days, and is for 7', async () => {
    const cook = await newCook();
    await db.insert(mealPlans).values(planOf(cook, 6));
    expect(await checkBadges(db, cook, TODAY)).toEqual([]);
    await db.insert(mealPlans).values(planOf(cook, 7));
    expect(await checkBadges(db, cook, TODAY)).toEqual(['first-week-planned']);
  });
});

describe('no-waste-week: save food from the bin 7 days in a row without throwing any away', () => {
  it('is not earned after 6 days, nor for 7 with food binned on one; it is for 7 clean days', async () => {
    const cook = await newCook();
    await saved(cook, marchDays(6, 1));
    expect(await checkBadges(db, cook, '2026-03-06')).not.toContain('no-waste-week');

    // The 7th day, but food was thrown away on the 4th.
    await saved(cook, ['2026-03-07']);
    await db
      .insert(foodBinned)
      .values({ userId: cook, ingredientId: 'milk', name: 'milk', grams: 500, binnedOn: '2026-03-04' });
    expect(await checkBadges(db, cook, '2026-03-07')).not.toContain('no-waste-week');

    // 5 to 11 March: 7 days in a row, none binned.
    await saved(cook, marchDays(4, 8));
    expect(await checkBadges(db, cook, '2026-03-10')).not.toContain('no-waste-week');
    expect(await checkBadges(db, cook, '2026-03-11')).toContain('no-waste-week');
  });

  it("does not count days after the cook's today", async () => {
    const cook = await newCook();
    await saved(cook, marchDays(7, 5));
    expect(await checkBadges(db, cook, '2026-03-10')).not.toContain('no-waste-week');
  });
});

describe('fridge-cleared: empty the fridge by cooking or using up what was in it', () => {
  const items = (userId: string, list: { name: string; place: 'fridge' | 'cupboard' }[]) =>
    addItems(
      db,
      userId,
      list.map((item) => ({ ...item, quantity: 200, unit: 'g' as const, expiresOn: '2026-03-20' })),
      TODAY,
    );
  const fridgeCleared = async (userId: string) => (await earned(userId)).includes('fridge-cleared');

  it('is earned when the last fridge item is used up, not while another is left', async () => {
    const cook = await newCook();
    const [feta, spinach, rice] = await items(cook, [
      { name: 'feta', place: 'fridge' },
      { name: 'spinach', place: 'fridge' },
      { name: 'rice', place: 'cupboard' },
    ]);
    await useUpItem(db, cook, feta?.id ?? '', TODAY);
    expect(await fridgeCleared(cook)).toBe(false);
    await useUpItem(db, cook, spinach?.id ?? '', TODAY);
    expect(await fridgeCleared(cook)).toBe(true);
    // Earned once: using up more food later adds nothing.
    await useUpItem(db, cook, rice?.id ?? '', TODAY);
    const rows = await db
      .select()
      .from(earnedBadges)
      .where(and(eq(earnedBadges.userId, cook), eq(earnedBadges.badge, 'fridge-cleared')));
    expect(rows).toHaveLength(1);
  });

  it('is not earned when nothing was taken from the fridge (an empty fridge and a cupboard item used)', async () => {
    const cook = await newCook();
    const [rice] = await items(cook, [{ name: 'rice', place: 'cupboard' }]);
    await useUpItem(db, cook, rice?.id ?? '', TODAY);
    expect(await fridgeCleared(cook)).toBe(false);
  });

  it('is earned when cooking takes the last of the fridge', async () => {
    const cook = await newCook();
    await items(cook, [
      { name: 'chicken breast', place: 'fridge' },
      { name: 'rice', place: 'cupboard' },
    ]);
    await takeForCooking(db, cook, [{ ingredientId: 'chicken-breast', quantity: 100, unit: 'g' }], TODAY);
    expect(await fridgeCleared(cook)).toBe(false);
    await takeForCooking(db, cook, [{ ingredientId: 'chicken-breast', quantity: 100, unit: 'g' }], TODAY);
    expect(await fridgeCleared(cook)).toBe(true);
  });
});

describe('badges on Profile', () => {
  it('lists every badge in order, new until seen, and only the cook’s own are marked seen', async () => {
    const cook = await newCook();
    const other = await newCook();
    await saved(cook, [TODAY]);
    await saved(other, [TODAY]);
    const deps = { db, prices: testEnv().FOOD_PRICES };

    const before = (await profileSummary(deps, cook, TODAY)).badges;
    expect(before.map((badge) => badge.badge)).toEqual([...BADGES]);
    const first = before.find((badge) => badge.badge === 'first-rescue');
    expect(first).toEqual({ badge: 'first-rescue', earnedAt: expect.any(String), isNew: true });
    expect(before.filter((badge) => badge.earnedAt !== null)).toHaveLength(1);

    await badgesSeen(db, cook, ['first-rescue', 'ten-cooked']);
    const after = (await profileSummary(deps, cook, TODAY)).badges;
    expect(after.find((badge) => badge.badge === 'first-rescue')).toEqual({ ...first, isNew: false });
    expect(after.find((badge) => badge.badge === 'ten-cooked')).toEqual({
      badge: 'ten-cooked',
      earnedAt: null,
      isNew: false,
    });
    const others = (await profileSummary(deps, other, TODAY)).badges;
    expect(others.find((badge) => badge.badge === 'first-rescue')?.isNew).toBe(true);
  });
});

describe('badges moved from a device to the account', () => {
  it('keeps the account’s own when both earned one, and takes the others', async () => {
    const device = await newCook();
    const account = await newCook();
    await db.insert(earnedBadges).values([
      { userId: device, badge: 'first-rescue', earnedAt: new Date('2026-03-10T08:00:00Z') },
      { userId: device, badge: 'fridge-cleared', earnedAt: new Date('2026-03-10T09:00:00Z') },
      { userId: account, badge: 'first-rescue', earnedAt: new Date('2026-02-01T08:00:00Z') },
    ]);
    await db.transaction((tx) => moveProfileData(tx, device, account));
    const rows = await db.select().from(earnedBadges).where(eq(earnedBadges.userId, account));
    expect(rows.map((row) => [row.badge, row.earnedAt.toISOString()]).sort()).toEqual([
      ['first-rescue', '2026-02-01T08:00:00.000Z'],
      ['fridge-cleared', '2026-03-10T09:00:00.000Z'],
    ]);
    expect(await earned(device)).toEqual([]);
  });
});
