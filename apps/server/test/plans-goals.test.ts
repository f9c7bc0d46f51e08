import { GOALS } from '@larder/kitchen/generation';
import { calorieTarget, type PlanDto } from '@larder/kitchen/planning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { mealPlans, planPreferences } from '../src/db/plan-schema.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, userIdOf } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

/** One set of goals (docs/decisions/046-one-set-of-goals.md): the plan's goal is one of Today's. */

let testDb: TestDatabase;
let db: Db;
let app: ReturnType<typeof buildTestApp>['app'];
/** Monday 9 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 9, 12);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080' }),
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
} as const;
const DETAILS = { sex: 'female', age: 34, activity: 'moderate', heightCm: 168, weightKg: 64 } as const;
const WEEK = {
  days: 3,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
};

const makePlan = (browser: Browser, answers: unknown) => browser.request('/api/plans', { json: answers });
async function planned(browser: Browser, answers: unknown): Promise<PlanDto> {
  const response = await makePlan(browser, answers);
  expect(response.status).toBe(201);
  return (await json<{ plan: PlanDto }>(response)).plan;
}
const current = async (browser: Browser) => json<Current>(await browser.request('/api/plans/current'));
const savedGoal = async (browser: Browser) =>
  (await json<{ preferences: { goal: string } }>(await browser.request('/api/preferences'))).preferences.goal;
const meals = (plan: PlanDto) => plan.days.flatMap((day) => day.meals);

describe('the plan’s goal', () => {
  it('is one of Today’s goals: quick plans meals within 20 minutes, and the weight goal sets the target', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...WEEK, goal: 'quick', body: { ...BODY, weightGoal: 'lose' } });
    for (const meal of meals(plan)) expect(meal.minutes, meal.title).toBeLessThanOrEqual(20);
    const lose = calorieTarget(DETAILS, 'lose');
    expect(plan.target).toMatchObject({ kcal: lose.kcal, proteinG: lose.proteinG, source: 'calculated' });
    const { answers } = await current(browser);
    expect(answers).toMatchObject({ goal: 'quick', body: { weightGoal: 'lose' } });
    expect(answers).not.toHaveProperty('highProtein');
    // Written back: Today starts from the same goal.
    expect(await savedGoal(browser)).toBe('quick');
  });

  it('high protein raises the day’s protein as the switch did; another goal keeps the usual amount', async () => {
    const browser = await anonymousBrowser(app);
    const high = await planned(browser, { ...WEEK, days: 1, goal: 'high-protein', body: BODY });
    expect(high.target?.proteinG).toBe(calorieTarget(DETAILS, 'maintain', { highProtein: true }).proteinG);
    const usual = await planned(browser, { ...WEEK, days: 1, goal: 'lighter', body: BODY });
    expect(usual.target?.proteinG).toBe(calorieTarget(DETAILS, 'maintain').proteinG);
    expect(usual.target?.proteinG).toBeLessThan(high.target?.proteinG ?? 0);
    expect(await savedGoal(browser)).toBe('lighter');
  });

  it.each([
    [{ goal: 'bulk' }, 'goal', `Choose one of the goals: ${GOALS.join(', ')}.`],
    [{ goal: 42 }, 'goal', `Choose one of the goals: ${GOALS.join(', ')}.`],
    [{ goal: 'x'.repeat(10_000) }, 'goal', `Choose one of the goals: ${GOALS.join(', ')}.`],
    [
      { body: { ...BODY, weightGoal: 'quick' } },
      'body.weightGoal',
      'Choose lose weight, stay at my weight or gain weight.',
    ],
    [
      { body: { ...BODY, weightGoal: null } },
      'body.weightGoal',
      'Choose lose weight, stay at my weight or gain weight.',
    ],
  ])(
    'refuses bad goal %# with a 400 naming the field in the cook’s words',
    async (change, field, message) => {
      const browser = await anonymousBrowser(app);
      const response = await makePlan(browser, { ...WEEK, ...change });
      expect(response.status).toBe(400);
      expect((await json<ErrorAnswer>(response)).error).toMatchObject({
        field,
        message: `${field}: ${message}`,
      });
      expect((await current(browser)).plan).toBeNull();
    },
  );

  it('refuses a goal with a NUL character with a 400', async () => {
    const browser = await anonymousBrowser(app);
    const response = await makePlan(browser, { ...WEEK, goal: 'quick\u0000' });
    expect(response.status).toBe(400);
  });
});

describe('answers of the shape before one set of goals', () => {
  it('are taken from an older app: the weight goal sets the target and high protein becomes the goal', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...WEEK, goal: 'lose', highProtein: true, body: BODY });
    const expected = calorieTarget(DETAILS, 'lose', { highProtein: true });
    expect(plan.target).toMatchObject({ kcal: expected.kcal, proteinG: expected.proteinG });
    const { answers } = await current(browser);
    expect(answers).toMatchObject({ goal: 'high-protein', body: { weightGoal: 'lose' } });
    expect(await savedGoal(browser)).toBe('high-protein');
    // High protein off, and a weight goal without body details: the default goal, no target.
    const plain = await planned(browser, { ...WEEK, goal: 'gain', highProtein: false, body: null });
    expect(plain.target).toBeNull();
    expect((await current(browser)).answers).toMatchObject({ goal: 'use-it-up', body: null });
  });

  it('are read from a plan kept before: shown in the new shape, and the plan made again on the same target', async () => {
    const browser = await anonymousBrowser(app);
    const plan = await planned(browser, { ...WEEK, goal: 'use-it-up', body: BODY });
    const userId = await userIdOf(browser);
    const old = {
      ...WEEK,
      goal: 'gain',
      highProtein: true,
      body: BODY,
      diet: [],
      allergens: [],
      dislikes: [],
    };
    await db.update(mealPlans).set({ answers: old }).where(eq(mealPlans.id, plan.id));
    await db.update(planPreferences).set({ answers: old }).where(eq(planPreferences.userId, userId));

    const read = await current(browser);
    expect(read.answers).toMatchObject({ goal: 'high-protein', body: { ...BODY, weightGoal: 'gain' } });
    expect(read.answers).not.toHaveProperty('highProtein');
    const gain = calorieTarget(DETAILS, 'gain', { highProtein: true });
    expect(read.plan?.target).toMatchObject({ kcal: gain.kcal, proteinG: gain.proteinG });

    const again = await browser.request(`/api/plans/${plan.id}/regenerate`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect((await json<{ plan: PlanDto }>(again)).plan.target).toMatchObject({ kcal: gain.kcal });
  });
});
