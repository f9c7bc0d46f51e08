import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import type { PlanDto } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import { inUserTransaction } from '../src/db/user-transaction.ts';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, type Browser, json, userIdOf } from './kitchen-session.ts';
import { waitFor } from './wait-for.ts';

/** Monday 9 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 9, 12);
const kitchen = kitchenApp(NOON);

const ANSWERS = {
  goal: 'maintain',
  body: {
    sex: 'female',
    age: 34,
    activity: 'moderate',
    measures: { units: 'metric', heightCm: 168, weightKg: 64 },
  },
  days: 3,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: true,
};

type Sent = { label: string; response: Response };

/** Sends a request and remembers what it was, so a failure names it. */
async function send(
  browser: Browser,
  label: string,
  path: string,
  init?: Parameters<Browser['request']>[1],
): Promise<Sent> {
  return { label, response: await browser.request(path, init) };
}

const currentPlan = async (browser: Browser) => {
  const answer = await json<{ plan: PlanDto | null }>(await browser.request('/api/plans/current'));
  if (!answer.plan) throw new Error('the cook has no plan');
  return answer.plan;
};
const list = async (browser: Browser) =>
  (await json<{ items: ShoppingItemDto[] }>(await browser.request('/api/shopping-list'))).items;
const meals = (plan: PlanDto) => plan.days.flatMap((day) => day.meals);
const lock = (browser: Browser, plan: PlanDto, slot: string, locked = true) =>
  send(browser, `lock ${slot}`, `/api/plans/${plan.id}/slots/${slot}/lock`, {
    method: 'PUT',
    json: { locked },
  });
const regenerate = (browser: Browser, plan: PlanDto) =>
  send(browser, 'regenerate', `/api/plans/${plan.id}/regenerate`, { json: {} });
const swap = (browser: Browser, plan: PlanDto, slot: string) =>
  send(browser, `swap ${slot}`, `/api/plans/${plan.id}/slots/${slot}/swap`, { json: {} });
const tick = (browser: Browser, line: ShoppingItemDto, checked: boolean) =>
  send(browser, `tick ${line.name} ${checked}`, `/api/shopping-list/items/${line.id}`, {
    method: 'PATCH',
    json: { checked },
  });
/** Two meals to lock and one to swap: cooked meals (not leftovers), on different slots. */
function slotsOf(plan: PlanDto) {
  const cooked = meals(plan).filter((meal) => meal.leftoverOf === null && !meal.locked);
  const [first, second, third] = cooked;
  if (!first || !second || !third) throw new Error('the plan has too few cooked meals');
  return { locked: [first.slot, second.slot], swapped: third.slot };
}

/** Everything the list shows, without the time each line was last written. */
const shown = (items: ShoppingItemDto[]) => items.map(({ updatedAt: _, ...line }) => line);

/**
 * The list is the current plan's needs less the pantry: making it again (a lock that changes nothing
 * re-syncs it) leaves it as it is, and no food is listed twice as still to buy.
 */
async function expectListMatchesPlan(browser: Browser, plan: PlanDto) {
  const before = await list(browser);
  const open = before.filter((line) => line.fromPlan && !line.checked).map((line) => line.ingredientId);
  expect(new Set(open).size).toBe(open.length);
  const meal = meals(plan)[0];
  if (!meal) throw new Error('the plan has no meals');
  expect((await lock(browser, plan, meal.slot, meal.locked)).response.status).toBe(200);
  expect(shown(await list(browser))).toEqual(shown(before));
}

/** Requests one cook sends at once may wait for each other, but each gets a 2xx or the right 4xx. */
function expectAnswered(sent: Sent[], allowed: Record<string, number[]>) {
  const wrong = sent
    .map(({ label, response }) => ({ label, status: response.status }))
    .filter(({ label, status }) => !(allowed[label.split(' ')[0] ?? ''] ?? []).includes(status));
  expect(wrong).toEqual([]);
}

describe('one cook changing a plan from several devices at once', () => {
  it('answers every request (none fails) and leaves the plan and its shopping list coherent', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    expect((await browser.request('/api/plans', { json: ANSWERS })).status).toBe(201);

    for (let round = 0; round < 12; round += 1) {
      // A new plan while the old one is still being changed: those changes either land before it or
      // find their plan gone (404).
      const old = await currentPlan(browser);
      const lines = (await list(browser)).filter((line) => line.fromPlan);
      const slots = slotsOf(old);
      const replacing = await Promise.all([
        send(browser, 'create', '/api/plans', { json: ANSWERS }),
        ...slots.locked.map((slot) => lock(browser, old, slot)),
        swap(browser, old, slots.swapped),
        regenerate(browser, old),
        ...lines.slice(0, 2).map((line) => tick(browser, line, true)),
      ]);
      expectAnswered(replacing, {
        create: [201],
        lock: [200, 404],
        // A regeneration that landed first may have made the slot leftovers: that one cannot be swapped.
        swap: [200, 404, 409],
        regenerate: [200, 404],
        tick: [200, 404],
      });
      const created = await json<{ plan: PlanDto }>(replacing[0]?.response as Response);
      const plan = await currentPlan(browser);
      expect(plan.id).toBe(created.plan.id);
      expect(meals(plan).filter((meal) => meal.locked)).toEqual([]);

      // Changes to the current plan at once: every one lands, and the locks hold.
      const fresh = slotsOf(plan);
      const open = (await list(browser)).filter((line) => line.fromPlan && !line.checked);
      const changing = await Promise.all([
        ...fresh.locked.map((slot) => lock(browser, plan, slot)),
        swap(browser, plan, fresh.swapped),
        regenerate(browser, plan),
        // A line the regeneration no longer needs is gone.
        ...open.slice(0, 2).map((line) => tick(browser, line, true)),
      ]);
      expectAnswered(changing, { lock: [200], swap: [200, 409], regenerate: [200], tick: [200, 404] });
      const after = await currentPlan(browser);
      expect(after.id).toBe(plan.id);
      const locked = meals(after)
        .filter((meal) => meal.locked)
        .map((meal) => meal.slot);
      expect(locked.sort()).toEqual([...fresh.locked].sort());
      await expectListMatchesPlan(browser, after);
    }
  }, 180_000);
});

/** How many transactions of this test's database wait for an advisory lock (a cook's turn). */
async function waitingForTurn(): Promise<number> {
  const { rows } = await kitchen.testDb.database.pool.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_locks
     where locktype = 'advisory' and not granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]?.waiting ?? 0;
}

describe('two cooks at once', () => {
  it('lets one cook change their plan while another cook waits for their turn', async () => {
    const waiting = await anonymousBrowser(kitchen.app);
    const other = await anonymousBrowser(kitchen.app);
    expect((await waiting.request('/api/plans', { json: ANSWERS })).status).toBe(201);
    const plan = await currentPlan(waiting);
    const [slot] = slotsOf(plan).locked;
    if (!slot) throw new Error('the plan has no meal to lock');

    // Another of the first cook's writes is under way and holds their turn until released.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const turn = inUserTransaction(kitchen.testDb.database.db, await userIdOf(waiting), async () => {
      held();
      await released;
    });
    let locking: Promise<Sent> | undefined;
    try {
      await holding;
      let settled = false;
      locking = lock(waiting, plan, slot).finally(() => {
        settled = true;
      });
      await waitFor(async () => ((await waitingForTurn()) === 1 ? true : undefined));
      // The second cook is not held up by the first one's turn.
      expect((await other.request('/api/plans', { json: ANSWERS })).status).toBe(201);
      const line = (await list(other)).find((item) => item.fromPlan);
      if (!line) throw new Error('the second cook has nothing to buy');
      expect((await tick(other, line, true)).response.status).toBe(200);
      expect(settled).toBe(false);
    } finally {
      release();
      await turn;
    }
    // Once the turn is free, the first cook's request goes through.
    expect((await locking)?.response.status).toBe(200);
    expect(meals(await currentPlan(waiting)).find((meal) => meal.slot === slot)?.locked).toBe(true);
  });
});
