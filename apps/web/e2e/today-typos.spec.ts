import { returningCook } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { pantryList, pantryNames, serverPantry } from './kitchen.ts';

test('typos are read as the food they clearly mean, shown, and undone in one tap', async ({ page }) => {
  await returningCook(page);
  await page.goto('/today');
  await expect(page.getByText('Nothing in your pantry yet')).toBeVisible();
  const entry = page.getByRole('combobox', { name: 'Add food' });

  // Before adding: what the kitchen will understand.
  await entry.fill('brocoli, chiken thighs');
  const understood = page.locator('p', { hasText: "We'll read:" });
  await expect(understood).toContainText('brocoli → broccoli');
  await expect(understood).toContainText('chiken thighs → chicken thigh');
  await expect(entry).toHaveAccessibleDescription(/brocoli → broccoli/);
  await keepScreenshot(page, 'typos-preview', { fullPage: false });
  await entry.press('Enter');

  // After adding: the items are the foods, announced with what was typed, each with an undo.
  await expect(
    page.getByRole('status').filter({ hasText: 'Added broccoli and chicken thigh.' }),
  ).toContainText('Read brocoli as broccoli and chiken thighs as chicken thigh.');
  const corrected = page.getByRole('list', { name: 'Typos we corrected' });
  await expect(corrected.getByText('brocoli → broccoli')).toBeVisible();
  await expect(corrected.getByText('chiken thighs → chicken thigh')).toBeVisible();
  await expect.poll(async () => (await pantryNames(page)).sort()).toEqual(['broccoli', 'chicken thigh']);
  await keepScreenshot(page, 'typos-added', { fullPage: false });

  // Undo one, by keyboard: the broccoli stays, named as typed, and offers the food again.
  const undo = corrected.getByRole('button', { name: 'Undo: keep “brocoli” as typed' });
  const box = await undo.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Kept “brocoli” as you typed it.' })).toBeVisible();
  await expect(corrected.getByText(/^brocoli →/)).toHaveCount(0);
  await expect(corrected.getByText('chiken thighs → chicken thigh')).toBeVisible();
  await expect.poll(async () => (await pantryNames(page)).sort()).toEqual(['brocoli', 'chicken thigh']);
  const row = pantryList(page).locator('li[data-name="brocoli"]');
  await expect(row).toContainText('Not in our list');
  await expect(row.getByRole('button', { name: /Did you mean broccoli\?/ })).toBeVisible();
  await expect
    .poll(async () =>
      (await serverPantry(page))
        .map(({ name, ingredientId }) => ({ name, ingredientId }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    .toEqual([
      { name: 'brocoli', ingredientId: null },
      { name: 'chicken thigh', ingredientId: 'chicken-thigh' },
    ]);
});
