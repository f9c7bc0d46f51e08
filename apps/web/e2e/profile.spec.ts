import type { profileSummaryAnswer } from '@larder/domain/api/profile';
import type { Page } from '@playwright/test';
import type { z } from 'zod';
import { expectNoSideScroll, signedInCook } from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { isoDay, type ServerRecipe, serverPantry } from './kitchen.ts';

type ProfileSummary = z.output<typeof profileSummaryAnswer>;

/** A fridge of foods near their date, as a cook types it on Today. */
const FRIDGE =
  '500g chicken thighs, 2 eggs, 200g feta, half a cucumber, a bunch of coriander, 2 onions, 250g rice';

/** The summary as the server answers it to the page's cook, on the page's day. */
async function serverSummary(page: Page): Promise<ProfileSummary> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await page.request.get('/api/profile/summary', { headers: { 'x-timezone': zone } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProfileSummary;
}

/** Kilograms as Profile writes them, in the page's locale. */
const pageKg = (page: Page, kg: number) =>
  page.evaluate(
    (value) =>
      new Intl.NumberFormat(undefined, {
        style: 'unit',
        unit: 'kilogram',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value),
    kg,
  );

/** Asks for suggestions and cooks one not cooked yet, from the recipe screen. */
async function cookOne(page: Page, cooked: string[]): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const answer = await page.request.post('/api/recipes/generate', {
    data: { goal: 'use-it-up', servings: 2 },
    headers: { 'x-timezone': zone },
  });
  expect(answer.status()).toBe(200);
  const { recipes } = (await answer.json()) as { recipes: ServerRecipe[] };
  const recipe = recipes.find(
    (one) => !cooked.includes(one.id) && one.ingredients.some((ingredient) => ingredient.inPantry),
  );
  if (!recipe) throw new Error('the kitchen suggested nothing from the pantry');
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.getByRole('button', { name: 'I cooked this' }).click();
  await expect(page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeVisible();
  return recipe.id;
}

test('a cook cooks two recipes from a fridge about to expire, and Profile shows the food saved and a badge', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await signedInCook(page, request, baseURL ?? '', testInfo);

  // A fridge of foods whose dates are one and two days away.
  const added = await page.request.post('/api/pantry/items', { data: { text: FRIDGE } });
  expect(added.status()).toBe(201);
  const pantry = await serverPantry(page);
  for (const [index, item] of pantry.entries()) {
    const soon = await page.request.patch(`/api/pantry/items/${item.id}`, {
      data: { expiresOn: isoDay(1 + (index % 2)) },
    });
    expect(soon.status()).toBe(200);
  }

  const first = await cookOne(page, []);
  await cookOne(page, [first]);

  // What the server counted: food saved, and First rescue earned, not yet celebrated.
  const summary = await serverSummary(page);
  expect(summary.saved.allTime.kg).toBeGreaterThan(0);
  expect(summary.cooked.thisWeek).toBe(2);
  expect(summary.badges.find((state) => state.badge === 'first-rescue')).toMatchObject({ isNew: true });

  // Profile, from the tab bar: the badge is celebrated, and the server told it was seen.
  const seen = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/profile/badges/seen'),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  const celebration = page.getByRole('dialog', { name: /^You earned (a badge|\d+ badges)$/ });
  await expect(celebration.getByText('First rescue', { exact: true })).toBeVisible();
  const keepItUp = celebration.getByRole('button', { name: 'Keep it up' });
  await expect(keepItUp).toBeFocused();
  expect((await seen).postDataJSON()).toMatchObject({ badges: expect.arrayContaining(['first-rescue']) });
  await page.screenshot({ path: testInfo.outputPath(`profile-celebration-${width}x${height}.png`) });
  expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await keepItUp.click();
  await expect(celebration).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeFocused();

  // The food saved, as the server counted it.
  const saved = page.getByRole('region', { name: 'Saved from the bin' });
  const allTime = saved.locator('dl > div').filter({ hasText: 'All time' });
  await expect(allTime.getByRole('definition').first()).toHaveText(
    await pageKg(page, summary.saved.allTime.kg),
  );
  await expect(saved.getByText(/^Estimated from typical prices/)).toBeVisible();
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByRole('listitem').filter({ hasText: 'First rescue' })).toContainText(/Earned /);
  await expect(
    page.getByRole('region', { name: 'What you cooked' }).getByRole('definition').first(),
  ).toHaveText('2');

  // The weekly chart's numbers: a row for each of the last 8 weeks, this week's as the server has it.
  await saved.getByText('Show the numbers').click();
  const table = saved.getByRole('table', { name: 'Food saved each week' });
  const weeks = table.getByRole('rowheader');
  await expect(weeks).toHaveCount(summary.saved.weekly.length);
  const expectedWeeks = await page.evaluate(
    (starts) =>
      starts.map((start) => {
        const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
        return new Date(year, month - 1, day).toLocaleDateString(undefined, {
          day: 'numeric',
          month: 'short',
        });
      }),
    summary.saved.weekly.map((week) => week.weekStart),
  );
  await expect(weeks).toHaveText(expectedWeeks);
  const thisWeek = summary.saved.weekly.at(-1)?.kg ?? 0;
  await expect(table.getByRole('cell').last()).toHaveText(await pageKg(page, thisWeek));
  await saved.getByText('Show the numbers').click();

  // The chart is drawn; the screen fits its width and passes axe, light and dark.
  await expect(saved.locator('.recharts-surface')).toBeVisible();
  await expectNoSideScroll(page);
  expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`profile-${width}x${height}.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours change with a transition (buttons'): the screenshot waits until they are set.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((one) => one.finished.catch(() => null))),
  );
  await page.screenshot({ path: testInfo.outputPath(`profile-dark-${width}x${height}.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // Celebrated once: the server has it seen, and Profile opened again shows no dialog.
  expect((await serverSummary(page)).badges.find((state) => state.badge === 'first-rescue')?.isNew).toBe(
    false,
  );
  await page.reload();
  await expect(badges.getByRole('listitem').filter({ hasText: 'First rescue' })).toContainText(/Earned /);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
