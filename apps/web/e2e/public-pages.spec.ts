import { signedInCook, toast } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { cookWithSuggestions } from './kitchen.ts';

/** A recipe shared from Larder opens for anyone: its link unfurls, and a visitor can report it. */

test('a shared recipe link opens for someone signed out, unfurls in chat apps, and can be reported', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipes = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipes.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipes.title })).toBeVisible();

  // Share makes the recipe public and gives its permanent address.
  await page.getByRole('button', { name: 'Share' }).click();
  const copied = toast(page, 'Link copied');
  await expect(copied).toBeVisible();
  const link = new URL((await copied.innerText()).match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.pathname).toBe(`/r/${recipes.id}`);

  // Chat apps and search engines read the page's head: no script runs for them.
  const head = await (await request.get(link.pathname)).text();
  expect(head).toContain(`<meta property="og:title" content="${recipes.title} · Larder" />`);
  expect(head).toContain('"@type":"Recipe"');

  // Someone who has never used Larder opens the link.
  const visitor = await browser.newContext();
  try {
    const stranger = await visitor.newPage();
    await stranger.goto(link.pathname);
    await expect(stranger.getByRole('heading', { level: 1, name: recipes.title })).toBeVisible();
    const ingredients = stranger.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
    await expect(ingredients).toHaveCount(recipes.ingredients.length);
    await expect(stranger.getByRole('region', { name: 'Nutrition per serving' })).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Cook this from your fridge' })).toHaveAttribute(
      'href',
      `/recipe?id=${recipes.id}`,
    );

    // Report: a reason and a note; the reporter is thanked.
    await stranger.getByRole('button', { name: 'Report' }).click();
    const dialog = stranger.getByRole('dialog', { name: 'Report this recipe' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
    await dialog.getByLabel('Dangerous food advice').check();
    await dialog.getByLabel('Note (optional)').fill('The chicken is only cooked for two minutes.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(stranger, "Thanks, we'll take a look")).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await visitor.close();
  }

  // The cook's copy stops being shared (what turning it off does is the server tests' to check: another
  // cook with the same fridge may have shared the same dish, which keeps it open).
  expect((await page.request.delete(`/api/recipes/${recipes.id}/shared`)).status()).toBe(200);
});
