import type { RecipeDto } from '@larder/domain/api/recipes';
import { returningCook } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { pantryList, type ServerPantryItem, serverPantry } from './kitchen.ts';

/** A first fridge, typed the way a cook says it (issue 14's "done when"). */
const SAID =
  'half a cabbage, 3 eggs, some cheddar, 2 leeks, leftover rice, chicken thighs that go off tomorrow';

const byFood = (items: readonly ServerPantryItem[]) =>
  new Map(items.map((item) => [item.ingredientId, item]));

test('a fridge said in words: the chicken is dated, and cooking from it takes out exactly what the recipe used', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await returningCook(page);
  await page.goto('/today');
  const entry = page.getByRole('combobox', { name: 'Add food' });
  await entry.fill(SAID);
  await entry.press('Enter');
  await expect(page.getByText(/^Added /)).toBeVisible();

  // Each thing is a catalog food with its words gone from the name; the chicken goes off tomorrow.
  const chicken = pantryList(page).locator('[data-name="chicken thigh"]');
  await expect(chicken).toContainText('Tomorrow');
  await expect
    .poll(async () => (await serverPantry(page)).map((item) => item.ingredientId).sort())
    .toEqual(['cabbage', 'cheddar', 'chicken-thigh', 'egg', 'leek', 'microwave-rice']);
  const before = byFood(await serverPantry(page));
  expect(before.get('egg')).toMatchObject({ name: 'egg', quantity: 3 });
  expect(before.get('cabbage')).toMatchObject({ quantity: 0.5 });
  expect(before.get('leek')).toMatchObject({ quantity: 2 });

  // "Use it up" suggests a dish that uses the chicken and the rice.
  await page.getByRole('radio', { name: 'Use it up' }).check();
  await page.getByRole('button', { name: 'Cook something' }).click();
  const card = page
    .getByRole('article')
    .filter({ hasText: /chicken thigh · use soon/ })
    .filter({ hasText: /cooked rice/ })
    .first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The recipe screen compares amounts with the pantry: every line is Have, "N more …" or Missing.
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const recipeAnswer = await page.request.get(`/api/recipes/${encodeURIComponent(id)}`);
  expect(recipeAnswer.status()).toBe(200);
  const recipe = (await recipeAnswer.json()) as RecipeDto;
  const lines = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  await expect(lines).toHaveCount(recipe.ingredients.length);
  const chickenLine = lines.filter({ hasText: 'chicken thigh' });
  await expect(chickenLine).toContainText('Have');
  const eggs = recipe.ingredients.find((line) => line.ingredientId === 'egg');
  if (eggs && eggs.quantity > 3) {
    const more = eggs.quantity - 3;
    await expect(lines.getByText(`${more} more ${more > 1 ? 'eggs' : 'egg'}`, { exact: true })).toBeVisible();
  }

  // "I cooked this" at the recipe's servings.
  await page.getByRole('button', { name: 'I cooked this' }).click();
  const done = page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' });
  await expect(done).toBeVisible();

  const after = byFood(await serverPantry(page));
  const used = new Map(recipe.ingredients.map((line) => [line.ingredientId, line]));
  // The chicken's amount was never given: perishable, it is used up. The rice and the eggs lose exactly
  // what the recipe used; what the recipe did not use is as it was.
  expect(after.has('chicken-thigh')).toBe(false);
  const rice = used.get('microwave-rice');
  const riceBefore = before.get('microwave-rice');
  if (rice && riceBefore?.quantity != null && riceBefore.unit === rice.unit) {
    const left = riceBefore.quantity - rice.quantity;
    if (left > riceBefore.quantity * 0.02) expect(after.get('microwave-rice')?.quantity).toBeCloseTo(left, 1);
    else expect(after.has('microwave-rice')).toBe(false);
  } else {
    expect(after.has('microwave-rice')).toBe(false);
  }
  const eggsUsed = eggs?.quantity ?? 0;
  if (eggsUsed >= 3) expect(after.has('egg')).toBe(false);
  else expect(after.get('egg')?.quantity).toBe(3 - eggsUsed);
  for (const food of ['leek', 'cheddar', 'cabbage']) {
    if (!used.has(food)) expect(after.get(food)).toEqual(before.get(food));
  }
  const cabbageUsed = used.get('cabbage');
  if (cabbageUsed) expect(after.get('cabbage')?.quantity ?? 0).toBeLessThan(0.5);

  // Today shows the pantry as it is now, and its suggestions no longer count on the chicken.
  await page.getByRole('link', { name: 'Today' }).first().click();
  await expect(pantryList(page).locator('[data-name="chicken thigh"]')).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'chicken thigh · use soon' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});
