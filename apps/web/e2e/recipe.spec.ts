import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn } from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { cookWithSuggestions, pantryNames, serverPantry, watchCsp } from './kitchen.ts';

test('a recipe scales, times its steps, and "I cooked this" takes what was used from the pantry', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const csp = await watchCsp(page);
  await returningCook(page);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  // schema.org Recipe data in the page.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: recipe.title });
  expect(jsonLd.recipeIngredient).toHaveLength(recipe.ingredients.length);

  // Servings: every quantity follows.
  const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  const before = await ingredients.allInnerTexts();
  await page.getByRole('button', { name: 'More (Servings)' }).click();
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('status')).toHaveText(
    '3 servings',
  );
  await expect.poll(() => ingredients.allInnerTexts()).not.toEqual(before);
  await expect(ingredients.filter({ hasText: 'Have' }).first()).toBeVisible();

  // A step's timer: start, pause, resume, reset.
  const start = page.getByRole('button', { name: /^Start \d+ min( \d+ s)? timer$/ }).first();
  await start.click();
  const pause = page.getByRole('button', { name: /^Pause \d+:\d\d$/ });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: /^Resume \d+:\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Reset timer/ }).click();
  await expect(start).toBeVisible();

  // "I cooked this": the server takes the used amounts out; the cook is told what left.
  const pantryBefore = await serverPantry(page);
  await page.getByRole('button', { name: 'I cooked this' }).click();
  await expect(page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeVisible();
  await expect(page.getByText(/^Taken from your pantry: /).first()).toBeVisible();
  const pantryAfter = await serverPantry(page);
  const changed = pantryBefore.filter((item) => {
    const now = pantryAfter.find((after) => after.id === item.id);
    return !now || (item.quantity !== null && now.quantity !== null && now.quantity < item.quantity);
  });
  expect(changed.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'See your pantry' }).click();
  await expect(page).toHaveURL(/\/today$/);
  const expected = pantryAfter.map((item) => item.name).sort();
  await expect.poll(async () => (await pantryNames(page)).sort()).toEqual(expected);
  expect(csp).toEqual([]);
});

test('hands-free mode shows one step at a time, says what the browser cannot do, and leads to "I cooked this"', async ({
  page,
}) => {
  await returningCook(page);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await page.getByRole('button', { name: 'Hands-free mode' }).click();
  const handsFree = page.getByRole('dialog', { name: 'Hands-free' });
  const count = recipe.steps.length;
  await expect(handsFree.getByRole('heading', { name: `Step 1 of ${count}` })).toBeFocused();
  await expect(handsFree.getByText(recipe.steps[0]?.text ?? '')).toBeVisible();
  await expect(
    handsFree.getByText(/Your screen stays on while you cook|can't keep the screen on|couldn't be kept on/),
  ).toBeVisible();
  await handsFree.getByRole('button', { name: 'Next' }).click();
  await expect(handsFree.getByRole('heading', { name: `Step 2 of ${count}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(handsFree.getByRole('heading', { name: `Step 1 of ${count}` })).toBeVisible();
  for (let step = 1; step < count; step++) await handsFree.getByRole('button', { name: 'Next' }).click();
  await handsFree.getByRole('button', { name: 'Finish' }).click();
  await expect(handsFree).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Done cooking?' })).toBeFocused();
});

test('sharing copies the link, Save asks a visitor for an account, and printing leaves only the recipe', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await returningCook(page);
  const recipe = await cookWithSuggestions(page);
  const path = `/recipe?id=${encodeURIComponent(recipe.id)}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  if (await page.evaluate(() => typeof navigator.share !== 'function')) {
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    // The recipe's permanent address, which opens for anyone (public-pages.spec.ts).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/r/${encodeURIComponent(recipe.id)}`,
    );
  }

  await page.getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('dialog', { name: 'Save Your Recipes' });
  await expect(prompt.getByRole('button', { name: 'Create Free Account' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Not Now' }).click();
  await expect(prompt).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hands-free mode' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'I cooked this' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Nutrition per serving' })).toBeHidden();
});

test('a recipe link this cook was never shown says so; /recipe alone points to Today', async ({ page }) => {
  await returningCook(page);
  await page.goto('/recipe?id=no-such-recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
});

test('/recipe has no serious or critical accessibility violation, light or dark', async ({ page }) => {
  // A cook and four full axe scans (each a few seconds of work on a busy machine, over ten when both
  // cores are loaded): a ceiling, not a wait.
  test.setTimeout(90_000);
  await returningCook(page);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  await page
    .getByRole('button', { name: /^Start \d+/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Hands-free mode' }).click();
  await expect(page.getByRole('dialog', { name: 'Hands-free' })).toBeVisible();
  expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
});

test('a signed-in cook saves a recipe, and it stays saved after a reload', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await returningCook(page);
  await page.goto('/auth?mode=signin');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/today/);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/api/recipes/saved')).json()) as { recipes: { id: string }[] }
      ).recipes.map((r) => r.id),
    )
    .toEqual([recipe.id]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
