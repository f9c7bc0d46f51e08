import { itemLabel, type ShoppingItemDto } from '@larder/kitchen/shopping';
import type { Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn, toast } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { serverPantry } from './kitchen.ts';

type Meal = {
  slot: string;
  mealType: string;
  title: string;
  recipeId: string;
  minutes: number;
  leftoverOf: string | null;
};
type Plan = { id: string; days: { date: string; meals: Meal[] }[] };
type Line = ShoppingItemDto;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function currentPlan(page: Page) {
  const response = await page.request.get('/api/plans/current');
  expect(response.status()).toBe(200);
  return (await response.json()) as { plan: Plan | null; answers: Record<string, unknown> | null };
}

async function shoppingLines(page: Page): Promise<Line[]> {
  const response = await page.request.get('/api/shopping-list');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Line[] }).items;
}

test('a week planned in the wizard, a meal swapped, and the shopping list ticked off into the pantry', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await returningCook(page);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await page.goto(`/auth?mode=signin&returnTo=${encodeURIComponent('/plan')}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/plan$/);
  await expect(heading(page, 'Plan your week')).toBeVisible();
  await keepScreenshot(page, 'plan-empty');

  // The wizard, without the tab bar; Back and Next keep the answers.
  await page.getByRole('link', { name: 'Plan my week' }).click();
  await expect(page).toHaveURL(/\/plan\/wizard$/);
  await expect(heading(page, "What's your goal?")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // What matters most: Today's goals, with Today's words.
  const goals = page.getByRole('group', { name: 'What matters most' });
  await expect(goals.getByRole('radio')).toHaveCount(6);
  await goals.getByText('Quick', { exact: true }).click();
  await expect(goals.getByRole('radio', { name: 'Quick' })).toBeChecked();
  await keepScreenshot(page, 'plan-wizard-goal');
  await page.getByRole('button', { name: 'Next' }).click();

  // The weight goal belongs to the calorie calculator's details.
  await expect(heading(page, 'About you')).toBeVisible();
  await page.getByText('Lose weight', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter your age.').or(page.getByText(/Age must/))).toBeVisible();
  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel('Age (years)').fill('34');
  await page.getByLabel('Height (cm)').fill('168');
  await page.getByLabel('Weight (kg)').fill('64');
  await page.getByText('Exercise 3–5 days a week', { exact: true }).click();
  await expect(page.getByText(/^About [\d,]+ kcal and \d+ g protein a day$/).first()).toBeVisible();
  await keepScreenshot(page, 'plan-wizard-body');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'What do you eat?')).toBeVisible();
  await page.getByText('Vegetarian', { exact: true }).click();
  await page.getByLabel("Foods you don't like").fill('mushrooms');
  await page.getByLabel("Foods you don't like").blur();
  await expect(page.getByRole('list', { name: 'Foods left out' })).toContainText('mushrooms');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Age (years)')).toHaveValue('34');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Your week')).toBeVisible();
  await keepScreenshot(page, 'plan-wizard-week');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Review your plan')).toBeVisible();
  await expect(page.getByText('Vegetarian').first()).toBeVisible();
  await expect(page.getByText('Quick', { exact: true })).toBeVisible();
  await expect(page.getByText('Lose weight', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'plan-wizard-review');
  await page.getByRole('button', { name: 'Make my plan' }).click();

  // The week at a glance, as the server holds it; the answers are now the cook's defaults.
  await expect(page).toHaveURL(/\/plan$/);
  await expect(heading(page, 'Your week')).toBeVisible();
  const { plan, answers } = await currentPlan(page);
  if (!plan) throw new Error('no plan');
  expect(plan.days).toHaveLength(7);
  expect(answers).toMatchObject({
    goal: 'quick',
    body: { weightGoal: 'lose' },
    diet: ['vegetarian'],
    dislikes: ['mushrooms'],
  });
  // Quick: every meal of the week on the table within 20 minutes, as Today's quick suggestions are.
  const cooked = plan.days.flatMap((day) => day.meals).filter((meal) => !meal.leftoverOf);
  for (const meal of cooked) expect(meal.minutes, meal.title).toBeLessThanOrEqual(20);
  await expect(page.getByRole('list', { name: 'Days of the plan' }).getByRole('button')).toHaveCount(7);
  const shownTimes = await page.getByText(/^\d+ min · /).allInnerTexts();
  expect(shownTimes.length).toBeGreaterThan(0);
  for (const text of shownTimes) expect(Number.parseInt(text, 10), text).toBeLessThanOrEqual(20);
  await expect(page.getByText(/^Aiming for [\d,]+ kcal and \d+ g protein a day/)).toBeVisible();
  await keepScreenshot(page, 'plan-week');

  // Swap the first day's dinner for the first alternative offered.
  const dinner = plan.days[0]?.meals.find((meal) => meal.mealType === 'dinner');
  if (!dinner) throw new Error('no dinner on the first day');
  await page.getByRole('button', { name: `Swap ${dinner.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Swap ${dinner.title}` });
  const option = dialog.getByRole('button').filter({ hasText: /min ·/ }).first();
  await expect(option).toBeVisible();
  const chosen = (await option.locator('span').first().textContent()) ?? '';
  await keepScreenshot(page, 'plan-swap');
  await option.click();
  await expect(toast(page, 'Meal swapped')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: chosen, exact: true })).toBeVisible();
  const swapped = (await currentPlan(page)).plan;
  expect(swapped?.days[0]?.meals.find((meal) => meal.slot === dinner.slot)?.title).toBe(chosen);

  // The shopping list: what the plan needs less the pantry, with nutrition for each day.
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expect(heading(page, 'Meal plan')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(8);
  const lines = (await shoppingLines(page)).filter((line) => line.ingredientId !== null);
  expect(lines.length).toBeGreaterThan(2);
  const [first, second, third] = lines as [Line, Line, Line];
  await keepScreenshot(page, 'plan-shopping');

  // A line is named by its amount and food ("50 g basil", "6 eggs"), as the kitchen words it.
  const box = (line: Line) => page.getByRole('checkbox', { name: itemLabel(line), exact: true });
  await box(first).check();
  await box(second).check();
  await expect(box(first)).toBeChecked();
  await expect(page.getByText(/ to buy, 2 in your basket$/)).toBeVisible();
  await expect
    .poll(async () => (await serverPantry(page)).map((item) => item.name).sort())
    .toEqual([first.name, second.name].sort());

  // In a shop with no signal: the tick shows at once and reaches the server when the network is back.
  await page.context().setOffline(true);
  await box(third).check();
  await expect(page.getByText("1 change will sync when you're back online.")).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/will sync when you're back online/)).toBeHidden();
  await expect
    .poll(async () => (await shoppingLines(page)).find((line) => line.id === third.id)?.checked)
    .toBe(true);
  await expect
    .poll(async () => (await serverPantry(page)).map((item) => item.name).sort())
    .toEqual([first.name, second.name, third.name].sort());

  // Own items too.
  await page.getByLabel('Add an item').fill('washing-up liquid');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /washing-up liquid/ })).toBeVisible();
  await expect
    .poll(async () => (await shoppingLines(page)).some((line) => line.name === 'washing-up liquid'))
    .toBe(true);
  await keepScreenshot(page, 'plan-shopping-ticked');

  // Today shows the food bought.
  await page.goto('/today');
  for (const line of [first, second, third]) {
    await expect(page.getByRole('list', { name: 'Pantry items, expiring first' })).toContainText(
      new RegExp(escapeRegExp(line.name), 'i'),
    );
  }
});

test('an anonymous cook may plan, and is asked to sign up for the shopping list', async ({ page }) => {
  await returningCook(page);
  await page.goto('/plan');
  await expect(heading(page, 'Plan your week')).toBeVisible();
  await page.getByRole('link', { name: 'Plan my week' }).click();
  for (const title of ["What's your goal?", 'About you']) {
    await expect(heading(page, title)).toBeVisible();
    await page.getByRole('button', { name: title === 'About you' ? 'Skip this step' : 'Next' }).click();
  }
  await expect(heading(page, 'What do you eat?')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('No calorie target: meals are balanced without counting')).toBeVisible();
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(heading(page, 'Your week')).toBeVisible();
  await expect(page.getByText('Balanced meals, no calorie counting.')).toBeVisible();
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fmeal-plan$/);
});
