import type { Page } from '@playwright/test';
import { returningCook, signedInCook, toast } from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { cookWithSuggestions, FRIDGE, type ServerRecipe, waitForSession } from './kitchen.ts';

/** The collection journeys: save into a new collection, reorder, share with someone signed out. */

interface ServerCollection {
  id: string;
  name: string;
  count: number;
  shareId: string | null;
}

/** Today's suggestions for the cook's pantry, made through the API with the page's own session. */
async function suggestions(page: Page): Promise<ServerRecipe[]> {
  await waitForSession(page);
  const added = await page.request.post('/api/pantry/items', {
    data: { text: `${FRIDGE}, 500g chicken thighs, 2 onions, 250g rice, 400g tinned tomatoes, 200g pasta` },
  });
  expect(added.status()).toBe(201);
  const answer = await page.request.post('/api/recipes/generate', {
    data: { goal: 'use-it-up', servings: 2 },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { recipes: ServerRecipe[] }).recipes;
}

async function serverCollections(page: Page): Promise<ServerCollection[]> {
  const response = await page.request.get('/api/collections');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { collections: ServerCollection[] }).collections;
}

async function newCollection(page: Page, name: string, recipeIds: string[]): Promise<ServerCollection> {
  const made = await page.request.post('/api/collections', { data: { name } });
  expect(made.status()).toBe(201);
  const collection = (await made.json()) as ServerCollection;
  // Each recipe goes in first: put them in last to first, so the collection holds them in order.
  for (const id of [...recipeIds].reverse()) {
    const added = await page.request.put(`/api/collections/${collection.id}/recipes/${id}`);
    expect(added.status()).toBe(200);
  }
  return collection;
}

/** Removes the collections a journey made (the account's "Saved" stays). */
async function removeCollections(page: Page) {
  for (const collection of await serverCollections(page)) {
    if (collection.name !== 'Saved') await page.request.delete(`/api/collections/${collection.id}`);
  }
}

const recipeTitles = (page: Page) =>
  page.getByRole('region', { name: 'Recipes' }).getByRole('heading', { level: 3 }).allInnerTexts();

test('a cook saves a recipe into a new collection from the recipe screen, and finds it in Collections', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save to collections' });
  await expect(sheet.getByRole('checkbox', { name: /Saved/ })).toBeChecked();
  await sheet.getByLabel('New collection').fill('Weeknights');
  await sheet.getByRole('button', { name: 'Create and add' }).click();
  await expect(toast(page, 'Saved to Weeknights')).toBeVisible();
  await expect(sheet.getByRole('checkbox', { name: /Weeknights/ })).toBeChecked();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Weeknights' }) });
  await expect(card.getByText('1 recipe', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Weeknights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknights' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Cook ${recipe.title}` })).toHaveAttribute(
    'href',
    `/recipe?id=${encodeURIComponent(recipe.id)}`,
  );
  await removeCollections(page);
});

test('a cook moves a recipe up in a collection, and the order survives a reload', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipes = (await suggestions(page)).slice(0, 3);
  expect(recipes).toHaveLength(3);
  const [first, second, third] = recipes.map((recipe) => recipe.title);
  const collection = await newCollection(
    page,
    'Sunday cooking',
    recipes.map((recipe) => recipe.id),
  );

  await page.goto(`/collection/${collection.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday cooking' })).toBeVisible();
  await expect.poll(() => recipeTitles(page)).toEqual([first, second, third]);
  const moveUp = page.getByRole('button', { name: `Move ${second} up` });
  await moveUp.click();
  await expect.poll(() => recipeTitles(page)).toEqual([second, first, third]);
  // At the top now: focus stays with the recipe, on the button that can still move it.
  await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();

  // Once the server holds the new order, a reload shows it.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/collections/${collection.id}`);
      return ((await answer.json()) as { recipes: { title: string }[] }).recipes.map((r) => r.title);
    })
    .toEqual([second, first, third]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday cooking' })).toBeVisible();
  await expect.poll(() => recipeTitles(page)).toEqual([second, first, third]);
  await removeCollections(page);
});

test('a shared collection opens for someone signed out, until its cook stops sharing it', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipes = (await suggestions(page)).slice(0, 2);
  const collection = await newCollection(
    page,
    'Party food',
    recipes.map((recipe) => recipe.id),
  );
  await page.goto(`/collection/${collection.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Party food' })).toBeVisible();

  const share = page.getByRole('switch', { name: /Share this collection/ });
  // The switch is keyboard-operable: Space turns it on.
  await share.focus();
  await page.keyboard.press('Space');
  await expect(share).toBeChecked();
  const linkField = page.getByLabel('Share link');
  await expect(linkField).toHaveValue(/\/collection-preview\/[0-9a-f-]{36}$/);
  const link = await linkField.inputValue();

  const visitor = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: {
      'x-forwarded-for': `10.252.${testInfo.workerIndex % 250}.${testInfo.repeatEachIndex + 1}`,
    },
  });
  try {
    const guest = await visitor.newPage();
    await returningCook(guest);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Party food' })).toBeVisible();
    for (const recipe of recipes) {
      await expect(guest.getByRole('link', { name: recipe.title })).toHaveAttribute(
        'href',
        `/r/${recipe.id}`,
      );
    }
    await expect(guest.getByRole('button', { name: 'Save a copy' })).toBeVisible();

    await page.getByText('Share this collection', { exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop sharing?' });
    await expect(confirm.getByText(/The link stops working/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(linkField).toBeHidden();
    await expect(share).not.toBeChecked();

    await guest.reload();
    await expect(guest.getByText('This collection is private, or its link was turned off.')).toBeVisible();
    await expect(guest.getByRole('heading', { level: 1, name: 'Party food' })).toBeHidden();
  } finally {
    await visitor.close();
  }
  await removeCollections(page);
});

test('the collection screens have no serious or critical accessibility violation, light or dark', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A cook and six full axe scans (seconds each on a busy machine): a ceiling, not a wait.
  test.setTimeout(120_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipes = (await suggestions(page)).slice(0, 2);
  const collection = await newCollection(
    page,
    'Lunches',
    recipes.map((recipe) => recipe.id),
  );
  const shared = await page.request.patch(`/api/collections/${collection.id}`, { data: { shared: true } });
  const { shareId } = (await shared.json()) as ServerCollection;
  for (const [path, title] of [
    ['/collections', 'Collections'],
    [`/collection/${collection.id}`, 'Lunches'],
    [`/collection-preview/${shareId}`, 'Lunches'],
  ]) {
    await page.goto(String(path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  }
  await removeCollections(page);
});
