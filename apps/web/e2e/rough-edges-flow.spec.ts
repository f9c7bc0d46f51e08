import type { RecipeDto } from '@larder/domain/api/recipes';
import { getIngredient } from '@larder/kitchen/catalog';
import type { Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { isoDay, pantryList, serverPantry, waitForSession } from './kitchen.ts';

/** Issue 21's rough edges in flows and words, as a new cook meets them. */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The visible names of a page's links and buttons, in order. */
const actions = (page: Page) =>
  page
    .locator('main')
    .locator('a, button')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

test('the demo fridge becomes the cook’s pantry on Today, with suggestions, and a second tap adds nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('cookie_consent_dismissed', 'dismissed'));
  await page.goto('/onboarding/reinforcement');
  const offer = page.getByRole('list', { name: 'Sample fridge' });
  await expect(offer.getByRole('listitem').first()).toBeVisible();
  const foods = (await offer.getByRole('listitem').allInnerTexts()).map((name) => name.trim());
  expect(foods.length).toBeGreaterThan(3);
  await keepScreenshot(page, 'rough-edges-demo-offer');
  await page.getByRole('button', { name: 'Start with this fridge' }).click();
  // Five adds and a first round of suggestions, on a loaded machine.
  await expect(page).toHaveURL(/\/today$/, { timeout: 30_000 });
  await expect(heading(page, 'Today')).toBeVisible();
  // Every food of the demo is in the pantry the server keeps, dated from today; the one the demo said
  // goes tomorrow is "use soon" there too.
  await expect.poll(async () => (await serverPantry(page)).length).toBe(foods.length);
  const pantry = await serverPantry(page);
  expect(pantry.map((item) => item.expiresOn).sort()[0]).toBe(isoDay(1));
  await expect(pantryList(page).getByRole('listitem')).toHaveCount(foods.length);
  await expect(pantryList(page).getByRole('listitem').first()).toContainText('Tomorrow');
  // The suggestions are waiting, made from these foods.
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ recipes? for you$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await keepScreenshot(page, 'rough-edges-demo-today');

  // Back to the end of the introduction and tapped again: nothing is added twice.
  await page.goto('/onboarding/reinforcement');
  await page.getByRole('button', { name: 'Start with this fridge' }).click();
  await expect(page).toHaveURL(/\/today$/, { timeout: 30_000 });
  await expect(heading(page, 'Today')).toBeVisible();
  const again = await serverPantry(page);
  expect(again.map((item) => [item.name, item.quantity]).sort()).toEqual(
    pantry.map((item) => [item.name, item.quantity]).sort(),
  );
});

test('account pages offer sign-up first on a new device, and sign-in once an account signed in there', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await returningCook(page);
  // Never signed in here: Profile's first action is an account, other account pages open sign-up.
  await page.goto('/profile');
  await expect(heading(page, 'Create Your Profile')).toBeVisible();
  let names = await actions(page);
  expect(names.indexOf('Create Free Account')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Create Free Account')).toBeLessThan(names.indexOf('Sign In'));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsettings$/);
  await expect(heading(page, 'Join')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your Account' })).toBeVisible();
  await keepScreenshot(page, 'rough-edges-sign-up-first');

  // From there, to sign in; then signed out again on the same device.
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await submitSignIn(page, email, PASSWORD);
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);

  // This device has seen an account: sign-in comes first.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?mode=signin&returnTo=%2Fsettings$/);
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await page.goto('/profile');
  await expect(heading(page, 'Create Your Profile')).toBeVisible();
  names = await actions(page);
  expect(names.indexOf('Sign In')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Sign In')).toBeLessThan(names.indexOf('Create Free Account'));
});

/** A counted line whose food the catalog names in one and many ("chicken thigh(s)"), as the line names it. */
function countedLines(recipe: RecipeDto) {
  return recipe.ingredients.flatMap((line) => {
    const food = line.ingredientId ? getIngredient(line.ingredientId) : null;
    const many = food?.aliases.find((alias) => alias === `${food.name}s` || alias === `${food.name}es`);
    const counted = line.unit === null || line.unit === undefined || line.unit === 'piece';
    if (!food || !many || !counted || line.pieceName || line.text !== undefined) return [];
    return [line.name, food.name, many].includes(line.name) ? [{ line, one: food.name, many }] : [];
  });
}

/** "1", "½", "1½", "2" as a number. */
function amountValue(text: string): number {
  const fractions: Record<string, number> = { '¼': 0.25, '⅓': 1 / 3, '½': 0.5, '⅔': 2 / 3, '¾': 0.75 };
  const match = /^(\d*)([¼⅓½⅔¾]?)$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1] || 0) + (fractions[match[2] ?? ''] ?? 0);
}

test('an ingredient line names one of a food in the singular and more in the plural', async ({ page }) => {
  test.setTimeout(60_000);
  await returningCook(page);
  await page.goto('/today');
  await waitForSession(page);
  const added = await page.request.post('/api/pantry/items', {
    data: { text: '4 chicken thighs, 6 eggs, 3 onions, 2 lemons, 2 peppers, 250g rice' },
  });
  expect(added.status()).toBe(201);
  const answer = await page.request.post('/api/recipes/generate', {
    data: { goal: 'use-it-up', servings: 2 },
  });
  expect(answer.status()).toBe(200);
  const { recipes } = (await answer.json()) as { recipes: RecipeDto[] };
  const recipe = recipes.find((each) => countedLines(each).length > 0);
  if (!recipe) throw new Error(`no counted line in ${recipes.map((each) => each.title).join(', ')}`);
  const [{ line, one, many }] = countedLines(recipe) as [ReturnType<typeof countedLines>[number]];

  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(heading(page, recipe.title)).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Ingredients' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`\\b${one}`) })
    .first();
  const seen = new Set<'one' | 'many'>();
  const servings = page.getByRole('region', { name: 'Ingredients' }).getByRole('status');
  const change = async (name: 'Fewer (Servings)' | 'More (Servings)') => {
    const before = await servings.innerText();
    await page.getByRole('button', { name }).click();
    await expect(servings).not.toHaveText(before);
  };
  // From the fewest servings up: the amount changes and the name follows it.
  for (
    let step = 0;
    step < 12 && (await page.getByRole('button', { name: 'Fewer (Servings)' }).isEnabled());
    step++
  ) {
    await change('Fewer (Servings)');
  }
  for (let step = 0; step < 8 && seen.size < 2; step++) {
    // The amount and the name read together (the recipe's rounding may still settle an amount).
    const reading = async () => {
      const amount = (await row.locator('.font-semibold').first().innerText()).trim();
      const value = amountValue(amount);
      const text = await row.innerText();
      const named =
        text.includes(`${amount} ${value > 1 ? many : one}`) && (value > 1 || !text.includes(many));
      return { value, named };
    };
    await expect
      .poll(async () => (await reading()).named, { message: `${line.name} for its amount` })
      .toBe(true);
    seen.add((await reading()).value > 1 ? 'many' : 'one');
    await change('More (Servings)');
  }
  expect([...seen].sort(), `${line.name}: one and many`).toEqual(['many', 'one']);
  await keepScreenshot(page, 'rough-edges-plural');
});

test('after "I cooked this", Today no longer shows suggestions that need what was used up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await returningCook(page);
  await page.goto('/today');
  await waitForSession(page);
  // Chicken of no given amount is used up by the dish that cooks it.
  const added = await page.request.post('/api/pantry/items', {
    data: { text: 'chicken thighs, 2 onions, 250g rice, 2 peppers, 3 eggs' },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  const generated = page.waitForResponse((response) => response.url().endsWith('/api/recipes/generate'));
  await page.getByRole('radio', { name: 'Use it up' }).check();
  await page.getByRole('button', { name: 'Cook something' }).click();
  const { recipes } = (await (await generated).json()) as { recipes: RecipeDto[] };
  const pantry = await serverPantry(page);
  const chicken = pantry.find((item) => item.ingredientId === 'chicken-thigh');
  expect(chicken).toBeDefined();
  const cooked = recipes.find((recipe) => recipe.usesPantry.includes(chicken?.id ?? ''));
  if (!cooked) throw new Error('no suggestion cooks the chicken');
  const card = page.getByRole('article').filter({ hasText: cooked.title });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(heading(page, cooked.title)).toBeVisible();
  await page.getByRole('button', { name: 'I cooked this' }).click();
  await expect(page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeVisible();

  // What the server's pantry lost, and the suggestions that counted on it.
  const left = new Set((await serverPantry(page)).map((item) => item.id));
  const gone = pantry.filter((item) => !left.has(item.id)).map((item) => item.id);
  expect(gone).toContain(chicken?.id);
  const stale = recipes.filter((recipe) => recipe.usesPantry.some((id) => gone.includes(id)));
  expect(stale.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Today' }).first().click();
  await expect(heading(page, 'Today')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ recipes? for you$/ })).toBeVisible();
  for (const recipe of stale) {
    await expect(page.getByRole('article').filter({ hasText: recipe.title })).toHaveCount(0);
  }
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(recipes.length - stale.length);
  await keepScreenshot(page, 'rough-edges-after-cooking');
});
