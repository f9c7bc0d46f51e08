import type { Page, Request } from '@playwright/test';
import { returningCook } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';

/** Meat a vegetarian's suggestion must not show (the pantry below holds chicken); vegetarian sausages may. */
const MEAT = /chicken|bacon|beef|pork|lamb|\bham\b|(?<!vegetarian )sausage|turkey/i;

const cards = (page: Page) => page.getByRole('region', { name: /recipes? for you/ }).getByRole('article');

/** The body of the next generate request, once the suggestions it asked for are on screen. */
async function asked(page: Page, act: () => Promise<void>): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((each: Request) => each.url().endsWith('/api/recipes/generate'));
  await act();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  await expect(page.getByRole('heading', { name: /recipes? for you|0 recipes/ })).toBeVisible();
  return body;
}

const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter: ${label}` });

async function applyFilters(page: Page, pick: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await pick(dialog);
  await dialog.getByRole('button', { name: 'Show recipes' }).click();
  await expect(dialog).toBeHidden();
}

test('Today: search and each filter narrow the suggestions, the saved preferences are removable chips, all kept on reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await returningCook(page);
  await page.goto('/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const origin = { origin: String(baseURL) };
  // The fridge, typed as a cook would (the visit's session is made on the way).
  const entry = page.getByRole('combobox', { name: 'Add food' });
  await entry.fill('600 g chicken thighs, 1 kg potatoes, 3 onions, 6 eggs, 200 g cheddar, 1 l milk');
  await entry.press('Enter');
  await expect(page.getByText(/^Added /)).toBeVisible();
  const saved = await page.request.put('/api/preferences', {
    headers: origin,
    data: { dislikes: ['mushrooms'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();

  // The saved dislike is a chip; the link goes to Profile.
  await expect(chip(page, 'No mushrooms')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit in Profile' })).toBeVisible();

  // Search: every card has leeks, and lists them to buy (the fridge has none).
  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  await search.fill('something with leeks');
  const searched = await asked(page, () => search.press('Enter'));
  expect(searched.search).toBe('something with leeks');
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Missing:[^\n]*leek/i);
  await expect(chip(page, '“something with leeks”')).toBeVisible();
  await keepScreenshot(page, 'today-filters-search');
  await asked(page, () => chip(page, '“something with leeks”').click());

  // Time: every card within 30 minutes.
  const timed = await asked(page, () =>
    applyFilters(page, (dialog) => dialog.getByText('30 min or less', { exact: true }).click()),
  );
  expect(timed.maxMinutes).toBe(30);
  for (const text of await cards(page).allInnerTexts()) {
    const minutes = Number(/(\d+) min/.exec(text)?.[1]);
    expect(minutes, text).toBeLessThanOrEqual(30);
  }
  await asked(page, () => chip(page, '30 min or less').click());

  // Diet and meal: vegetarian breakfasts, nothing of the chicken.
  const breakfast = await asked(page, () =>
    applyFilters(page, async (dialog) => {
      await dialog.getByText('Breakfast', { exact: true }).click();
      await dialog.getByText('Vegetarian', { exact: true }).click();
    }),
  );
  expect(breakfast).toMatchObject({ mealType: 'breakfast', diet: ['vegetarian'] });
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).not.toMatch(MEAT);

  // Cuisine, with the others still on.
  const cuisine = await asked(page, () =>
    applyFilters(page, async (dialog) => {
      await dialog.getByLabel('Cuisine').selectOption({ label: 'Italian' });
    }),
  );
  expect(cuisine).toMatchObject({ cuisine: 'italian', mealType: 'breakfast' });
  const shown = await cards(page).count();
  if (shown === 0)
    await expect(page.getByText(/No recipe fits Breakfast, Italian, Vegetarian/)).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  for (const label of ['Breakfast', 'Italian', 'Vegetarian', 'No mushrooms']) {
    await expect(chip(page, label)).toBeVisible();
  }

  // Taking off the saved dislike says so in the request, for these suggestions only.
  // (the suggestions were kept on the device, so the change asks again at once).
  const kept = await asked(page, () => chip(page, 'No mushrooms').click());
  expect(kept.keptPreferences).toEqual({ diet: [], allergens: [], dislikes: [] });
  const still = await page.request.get('/api/preferences');
  expect((await still.json()).preferences.dislikes).toEqual(['mushrooms']);
  await keepScreenshot(page, 'today-filters-chips');
});
