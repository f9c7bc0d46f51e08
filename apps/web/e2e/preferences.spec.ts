import type { Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** Meat a vegetarian's suggestion must not show (the pantry below holds chicken and bacon). */
const MEAT = /chicken|bacon|beef|pork|lamb|ham\b|sausage|mince|turkey/i;

/** Today's goal and servings as the page shows them. */
async function expectQuickForFour(page: Page) {
  await expect(heading(page, 'Today')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Quick' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Servings' }).getByRole('status')).toHaveText('4 servings');
}

test('preferences saved on Profile: Today cooks vegetarian for four, quick, and the plan wizard starts from them', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await returningCook(page);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await page.goto(`/auth?mode=signin&returnTo=${encodeURIComponent('/profile')}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  // A fridge with meat in it, through the cook's own session.
  const stocked = await page.request.post('/api/pantry/items', {
    headers: { origin: String(baseURL) },
    data: {
      text: '400 g chicken breast, 4 rashers of bacon, 6 eggs, 300 g pasta, 2 tomatoes, an onion, 200 g spinach',
    },
  });
  expect(stocked.status(), await stocked.text()).toBe(201);

  // Profile: vegetarian, a household of four, and "Quick" as what matters most.
  const section = page.getByRole('region', { name: 'Your preferences' });
  await expect(section.getByRole('button', { name: 'Save preferences' })).toBeVisible();
  await section.getByText('Vegetarian', { exact: true }).click();
  await expect(section.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  const more = section.getByRole('button', { name: 'More (Household size)' });
  await more.click();
  await more.click();
  await expect(section.getByRole('group', { name: 'Household size' }).getByRole('status')).toHaveText(
    '4 people',
  );
  await section.getByText('Quick', { exact: true }).click();
  await expect(section.getByRole('radio', { name: 'Quick' })).toBeChecked();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(section.getByText('Saved', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'preferences-saved');

  // Today starts there, on this device…
  await page.getByRole('link', { name: 'Today' }).first().click();
  await expectQuickForFour(page);

  // …and on a device that never picked a goal: what the cook saved comes from the server.
  await page.evaluate(() => localStorage.removeItem('larder_cook_choice'));
  await page.reload();
  await expectQuickForFour(page);

  // The suggestions are vegetarian, though the pantry holds chicken and bacon.
  await page.getByRole('button', { name: 'Cook something' }).click();
  await expect(page.getByRole('heading', { name: /recipes? for you/ })).toBeVisible({ timeout: 20_000 });
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) expect(card).not.toMatch(MEAT);
  await keepScreenshot(page, 'preferences-today');

  // The plan wizard starts from them too, the goal included.
  await page.goto('/plan/wizard');
  await expect(heading(page, "What's your goal?")).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'What matters most' }).getByRole('radio', { name: 'Quick' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'About you')).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(heading(page, 'What do you eat?')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Your week')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cooking for' }).getByRole('status')).toHaveText('4 people');
  await keepScreenshot(page, 'preferences-wizard');

  // Choosing another goal in the wizard saves it: Today and Profile start from it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Review your plan')).toBeVisible();
  await page.getByRole('button', { name: 'Edit goal' }).click();
  await page.getByText('Family', { exact: true }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(heading(page, 'Review your plan')).toBeVisible();
  await expect(page.getByText('Family', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(heading(page, 'Your week')).toBeVisible();
  await page.getByRole('link', { name: 'Today' }).first().click();
  await expect(heading(page, 'Today')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Family' })).toBeChecked();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(
    page.getByRole('region', { name: 'Your preferences' }).getByRole('radio', { name: 'Family' }),
  ).toBeChecked();
});
