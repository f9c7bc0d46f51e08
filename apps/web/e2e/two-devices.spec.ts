import { itemLabel, type ShoppingItemDto } from '@larder/kitchen/shopping';
import type { Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn, toast } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { pantryList, serverPantry, waitForSession } from './kitchen.ts';

type Plan = { id: string; days: { meals: { title: string; recipeId: string }[] }[] };

const ANSWERS = {
  goal: 'maintain',
  days: 2,
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
};

async function currentPlan(page: Page): Promise<Plan | null> {
  const response = await page.request.get('/api/plans/current');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { plan: Plan | null }).plan;
}

async function shoppingLines(page: Page): Promise<ShoppingItemDto[]> {
  const response = await page.request.get('/api/shopping-list');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ShoppingItemDto[] }).items;
}

const titlesOf = (plan: Plan | null) =>
  (plan?.days ?? []).flatMap((day) => day.meals.map((meal) => meal.title));
const recipesOf = (plan: Plan | null) =>
  (plan?.days ?? []).flatMap((day) => day.meals.map((meal) => meal.recipeId)).join();

/** Whether every line the plan put on the list is for one of `plan`'s recipes (and there are some). */
async function listFollows(page: Page, plan: Plan | null): Promise<boolean> {
  const wanted = new Set(titlesOf(plan));
  const fromPlan = (await shoppingLines(page)).filter((line) => line.fromPlan);
  return fromPlan.length > 0 && fromPlan.every((line) => line.forRecipes.every((title) => wanted.has(title)));
}

async function typeFridge(page: Page, text: string, count: number) {
  const entry = page.getByRole('combobox', { name: 'Add food' });
  await entry.fill(text);
  await entry.press('Enter');
  await expect.poll(async () => (await serverPantry(page)).length).toBe(count);
}

async function makePlan(page: Page, meals: string[]): Promise<Plan> {
  const response = await page.request.post('/api/plans', { data: { ...ANSWERS, meals } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { plan: Plan }).plan;
}

test('two devices, one pantry and one plan: signing in merges the pantry and keeps one plan, the cook’s choice', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);

  // Device A: the account, with its fridge and its week.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: {
      'x-forwarded-for': `10.251.${testInfo.workerIndex % 250}.${testInfo.repeatEachIndex + 1}`,
    },
  });
  try {
    const a = await phone.newPage();
    await returningCook(a);
    await a.goto('/auth?mode=signin');
    await submitSignIn(a, email, PASSWORD);
    await expect(a).toHaveURL(/\/today/);
    await typeFridge(a, '500 g rice, 2 leeks, 6 eggs', 3);
    const accountPlan = await makePlan(a, ['dinner']);

    // Device B, anonymous: overlapping food and a week of its own.
    await returningCook(page);
    await page.goto('/today');
    await waitForSession(page);
    await typeFridge(page, '1 kg rice, 1 leek, 200 g feta', 3);
    let devicePlan = await makePlan(page, ['lunch']);
    for (let tries = 0; recipesOf(devicePlan) === recipesOf(accountPlan) && tries < 5; tries++) {
      devicePlan = await makePlan(page, ['lunch']);
    }
    expect(recipesOf(devicePlan)).not.toBe(recipesOf(accountPlan));

    // B signs in to A's account: told what happened, in plain words, with one choice.
    await page.goto('/auth?mode=signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/today/);
    const notice = toast(page, "Your account's plan is kept");
    await expect(notice).toContainText(
      "This device's pantry was added to yours: 1 new item, 2 added to food you already had.",
    );
    const keepMine = notice.getByRole('button', { name: "Keep this device's plan instead" });
    await expect(keepMine).toBeVisible();

    // One rice, one leek line, amounts added; feta joins.
    const rice = pantryList(page).locator('[data-name="rice"]');
    await expect(rice).toHaveCount(1);
    await expect(rice).toContainText('1500 g');
    await expect(pantryList(page).locator('[data-name="leek"]')).toContainText('3');
    await expect(pantryList(page).locator('[data-name="feta"]')).toHaveCount(1);
    const items = await serverPantry(page);
    expect(
      items.filter((item) => item.ingredientId === 'rice').map((item) => [item.quantity, item.unit]),
    ).toEqual([[1500, 'g']]);
    await keepScreenshot(page, 'two-devices-toast', { fullPage: false });

    // The plan is A's, and the list is A's plan's only.
    expect((await currentPlan(page))?.id).toBe(accountPlan.id);
    expect(await listFollows(page, accountPlan)).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();
    const days = page.getByRole('list', { name: 'Days of the plan' });
    for (const title of titlesOf(accountPlan)) await expect(days).toContainText(title);
    await page.getByRole('link', { name: 'Shopping list' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    for (const line of (await shoppingLines(page)).filter((x) => x.fromPlan && !x.checked).slice(0, 5)) {
      await expect(page.getByRole('checkbox', { name: itemLabel(line), exact: true })).toBeVisible();
    }

    // The cook takes this device's plan instead: the list is made again from it.
    await keepMine.click();
    await expect(toast(page, "This device's plan is kept")).toBeVisible();
    await expect.poll(async () => recipesOf(await currentPlan(page))).toBe(recipesOf(devicePlan));
    await expect.poll(async () => listFollows(page, devicePlan)).toBe(true);
    for (const line of (await shoppingLines(page)).filter((x) => x.fromPlan && !x.checked).slice(0, 5)) {
      await expect(page.getByRole('checkbox', { name: itemLabel(line), exact: true })).toBeVisible();
    }
    await keepScreenshot(page, 'two-devices-list', { fullPage: false });

    // Device A sees the same week and pantry.
    expect(recipesOf(await currentPlan(a))).toBe(recipesOf(devicePlan));
    expect((await serverPantry(a)).length).toBe(items.length);
  } finally {
    await phone.close();
  }
});
