import { randomUUID } from 'node:crypto';
import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import type { PlanDto } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, type Browser, json, PASSWORD, signedInBrowser } from './kitchen-session.ts';
import { TWO_DINNERS } from './plan-fixtures.ts';

/** Monday 9 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 9, 12);
const kitchen = kitchenApp(NOON);

const ANSWERS = TWO_DINNERS;

type Items = { items: PantryItemDto[] };
const addText = (browser: Browser, text: string) => browser.request('/api/pantry/items', { json: { text } });
const addItems = (browser: Browser, items: unknown[]) =>
  browser.request('/api/pantry/items', { json: { items } });
const pantry = async (browser: Browser) => (await json<Items>(await browser.request('/api/pantry'))).items;
const list = async (browser: Browser) =>
  (await json<{ items: ShoppingItemDto[] }>(await browser.request('/api/shopping-list'))).items;
const currentPlan = async (browser: Browser) =>
  (await json<{ plan: PlanDto | null }>(await browser.request('/api/plans/current'))).plan;
const merge = async (browser: Browser) =>
  (await json<{ merge: AccountMergeDto | null }>(await browser.request('/api/account/merge'))).merge;
async function makePlan(browser: Browser, answers: Record<string, unknown> = ANSWERS): Promise<PlanDto> {
  const response = await browser.request('/api/plans', { json: answers });
  expect(response.status).toBe(201);
  return (await json<{ plan: PlanDto }>(response)).plan;
}
async function signIn(browser: Browser, email: string) {
  const response = await browser.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
}
const recipeIds = (plan: PlanDto | null) =>
  (plan?.days ?? []).flatMap((day) => day.meals.map((meal) => meal.recipeId)).sort();
const lines = (items: PantryItemDto[], ingredientId: string) =>
  items.filter((item) => item.ingredientId === ingredientId);
const titles = (plan: PlanDto | null) =>
  new Set((plan?.days ?? []).flatMap((day) => day.meals.map((meal) => meal.title)));
/** Whether every plan line of the list is for a recipe of `plan` (and there are some). */
const onlyFor = (items: ShoppingItemDto[], plan: PlanDto | null) => {
  const wanted = titles(plan);
  const fromPlan = items.filter((item) => item.fromPlan);
  return fromPlan.length > 0 && fromPlan.every((item) => item.forRecipes.every((title) => wanted.has(title)));
};
const ownItems = (items: ShoppingItemDto[]) =>
  items
    .filter((item) => !item.fromPlan)
    .map((item) => item.name)
    .sort();

describe('adding the same food', () => {
  it('adds rice to the rice there, keeps another date or an opened packet as another batch', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    expect((await addText(browser, '500 g rice, 2 leeks')).status).toBe(201);
    expect((await addText(browser, '1 kg rice, 1 leek')).status).toBe(201);
    let items = await pantry(browser);
    expect(lines(items, 'rice').map((item) => [item.quantity, item.unit])).toEqual([[1500, 'g']]);
    expect(lines(items, 'leek').map((item) => [item.quantity, item.unit])).toEqual([[3, 'piece']]);

    await addItems(browser, [{ name: 'rice', quantity: 200, unit: 'g', expiresOn: '2026-04-01' }]);
    await addItems(browser, [{ name: 'leeks', quantity: 1, opened: true }]);
    items = await pantry(browser);
    expect(lines(items, 'rice').map((item) => [item.quantity, item.expiresOn])).toEqual([
      [200, '2026-04-01'],
      [1500, lines(items, 'rice')[1]?.expiresOn ?? null],
    ]);
    expect(
      lines(items, 'leek')
        .map((item) => [item.quantity, item.opened])
        .sort(),
    ).toEqual([
      [1, true],
      [3, false],
    ]);
  });

  it('adds once a queued add that went into another line, however often it is sent again', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await addItems(browser, [{ name: 'feta', quantity: 200, unit: 'g', clientId: randomUUID() }]);
    const clientId = randomUUID();
    const sent = () => addItems(browser, [{ name: 'feta', quantity: 100, unit: 'g', clientId }]);
    const answers = await Promise.all([sent(), sent(), sent()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await json<Items>(answer)).items[0]?.id));
    const items = await pantry(browser);
    expect(items.map((item) => [item.name, item.quantity])).toEqual([['feta', 300]]);
    expect(new Set(ids)).toEqual(new Set([items[0]?.id]));
  });
});

describe('signing in on a second device', () => {
  it('merges the pantry, keeps the account’s plan, rebuilds the list from it, and lets the cook take the device’s plan', async () => {
    // Device A: the account, with a pantry, a plan, a ticked plan line and an own item.
    const { browser: phone, email } = await signedInBrowser(kitchen.app, kitchen.testDb.database.db);
    await addText(phone, '500 g rice, 2 leeks, 6 eggs');
    const accountPlan = await makePlan(phone);
    const accountList = await list(phone);
    const ticked = accountList.find((line) => line.fromPlan);
    expect(ticked).toBeDefined();
    await phone.request(`/api/shopping-list/items/${ticked?.id}`, {
      method: 'PATCH',
      json: { checked: true },
    });
    await phone.request('/api/shopping-list/items', { json: { name: 'coffee', clientId: randomUUID() } });

    // Device B, anonymous: overlapping food, its own plan and an own item.
    const tablet = await anonymousBrowser(kitchen.app);
    await addText(tablet, '1 kg rice, 1 leek, 200 g feta');
    let devicePlan = await makePlan(tablet, { ...ANSWERS, meals: ['lunch'] });
    for (
      let attempt = 0;
      recipeIds(devicePlan).join() === recipeIds(accountPlan).join() && attempt < 5;
      attempt++
    ) {
      devicePlan = await makePlan(tablet, { ...ANSWERS, meals: ['lunch'] });
    }
    await tablet.request('/api/shopping-list/items', { json: { name: 'oat milk', clientId: randomUUID() } });
    const before = await pantry(phone);

    await signIn(tablet, email);

    const items = await pantry(tablet);
    // The device's rice and leek went into the account's batches (a ticked plan line may have put a
    // bought batch of either beside the first), its feta became a line of its own.
    const total = (from: PantryItemDto[], id: string) =>
      lines(from, id).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
    expect(lines(items, 'rice')).toHaveLength(lines(before, 'rice').length);
    expect(total(items, 'rice')).toBe(total(before, 'rice') + 1000);
    expect(lines(items, 'leek')).toHaveLength(lines(before, 'leek').length);
    expect(total(items, 'leek')).toBe(total(before, 'leek') + 1);
    expect(lines(items, 'feta')).toHaveLength(1);
    expect(items.length).toBe(before.length + 1);
    expect(recipeIds(await currentPlan(tablet))).toEqual(recipeIds(accountPlan));
    // The account's wizard defaults win over the device's.
    const { answers } = await json<{ answers: { meals: string[] } }>(
      await tablet.request('/api/plans/current'),
    );
    expect(answers.meals).toEqual(['dinner']);

    const merged = await list(tablet);
    expect(onlyFor(merged, accountPlan)).toBe(true);
    expect(merged.find((line) => line.id === ticked?.id)?.checked).toBe(true);
    expect(ownItems(merged)).toEqual(['ground coffee', 'oat milk']);

    expect(await merge(tablet)).toMatchObject({
      pantry: { added: 1, combined: 2 },
      plan: 'account',
      canSwitchPlan: true,
      seen: false,
    });
    expect((await tablet.request('/api/account/merge/seen', { method: 'POST' })).status).toBe(204);
    expect((await merge(phone))?.seen).toBe(true);

    // The cook keeps this device's plan instead: the list follows it, own items and pantry stay.
    const kept = await tablet.request('/api/account/merge/plan', { json: { keep: 'device' } });
    expect(kept.status).toBe(200);
    expect((await json<{ merge: AccountMergeDto }>(kept)).merge).toMatchObject({
      plan: 'device',
      canSwitchPlan: true,
    });
    const devicePlanNow = await currentPlan(phone);
    expect(recipeIds(devicePlanNow)).toEqual(recipeIds(devicePlan));
    const rebuilt = await list(phone);
    expect(onlyFor(rebuilt, devicePlan)).toBe(true);
    expect(rebuilt.find((line) => line.id === ticked?.id)).toBeUndefined();
    expect(ownItems(rebuilt)).toEqual(['ground coffee', 'oat milk']);
    expect((await pantry(phone)).length).toBe(items.length);

    // And back again, while the choice stands; a new plan ends it.
    expect((await phone.request('/api/account/merge/plan', { json: { keep: 'account' } })).status).toBe(200);
    expect(recipeIds(await currentPlan(phone))).toEqual(recipeIds(accountPlan));
    await makePlan(phone);
    expect((await merge(phone))?.canSwitchPlan).toBe(false);
    const late = await phone.request('/api/account/merge/plan', { json: { keep: 'device' } });
    expect(late.status).toBe(404);
    expect((await phone.request('/api/account/merge/plan', { json: { keep: 'mine' } })).status).toBe(400);
  });

  it('gives an account without data the device’s pantry and plan as they are, with nothing to say', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await addText(browser, '500 g rice, 2 leeks');
    const plan = await makePlan(browser);
    const listBefore = (await list(browser)).map((line) => line.id).sort();
    const pantryBefore = (await pantry(browser)).map((item) => item.id).sort();
    await signedInBrowser(kitchen.app, kitchen.testDb.database.db, browser);
    expect((await pantry(browser)).map((item) => item.id).sort()).toEqual(pantryBefore);
    expect((await currentPlan(browser))?.id).toBe(plan.id);
    expect((await list(browser)).map((line) => line.id).sort()).toEqual(listBefore);
    expect(await merge(browser)).toBeNull();
  });

  it('takes the device’s plan when the account has a pantry but no plan, and says so', async () => {
    const { browser: phone, email } = await signedInBrowser(kitchen.app, kitchen.testDb.database.db);
    await addText(phone, '2 leeks');
    const tablet = await anonymousBrowser(kitchen.app);
    const plan = await makePlan(tablet);
    await signIn(tablet, email);
    expect((await currentPlan(phone))?.id).toBe(plan.id);
    expect(await merge(phone)).toMatchObject({ plan: 'device', canSwitchPlan: false, pantry: { added: 0 } });
  });

  it('merges two devices signing in to one account at the same moment, each once, without a deadlock', async () => {
    const { browser: phone, email } = await signedInBrowser(kitchen.app, kitchen.testDb.database.db);
    await addText(phone, '500 g rice');
    const devices = await Promise.all([
      anonymousBrowser(kitchen.app),
      anonymousBrowser(kitchen.app),
      anonymousBrowser(kitchen.app),
    ]);
    await Promise.all(devices.map((device) => addText(device, '250 g rice, 1 leek')));
    await Promise.all(devices.map((device) => signIn(device, email)));
    const items = await pantry(phone);
    expect(lines(items, 'rice').map((item) => item.quantity)).toEqual([1250]);
    expect(lines(items, 'leek').map((item) => item.quantity)).toEqual([3]);
  });
});
