import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test } from './fixtures.ts';

/** A first-time cook who has already answered the cookie notice, so it does not cover the step buttons. */
async function firstVisit(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie_consent_dismissed', 'dismissed'));
}

const flag = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const progress = (page: Page, step: number) => page.getByRole('progressbar', { name: `Step ${step} of 5` });

test('a first visit walks through the five onboarding steps and lands on Today', async ({ page }) => {
  // Five screens, each loaded lazily: on a loaded 2-core machine the walk once took over 30 s.
  test.setTimeout(60_000);
  await firstVisit(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: /already in your fridge/ })).toBeVisible();
  await expect(progress(page, 1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
    'href',
    '/auth?mode=signin',
  );
  await keepScreenshot(page, 'onboarding-step-1-welcome');
  await page.getByRole('link', { name: 'Get started' }).click();

  await expect(page).toHaveURL(/\/onboarding\/demo$/);
  await expect(progress(page, 2)).toBeVisible();
  for (const name of ['Skip', 'Back', 'Continue']) {
    const control = page.getByRole(name === 'Skip' ? 'button' : 'link', { name, exact: true });
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/benefits$/);
  await expect(progress(page, 3)).toBeVisible();
  await expect(page.getByText('4 more recipes today after sign-up')).toBeVisible();
  await keepScreenshot(page, 'onboarding-step-3-benefits');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(progress(page, 2)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/paywall$/);
  await expect(progress(page, 4)).toBeVisible();
  await page.getByRole('link', { name: 'Continue free' }).click();

  await expect(page).toHaveURL(/\/onboarding\/reinforcement$/);
  await expect(progress(page, 5)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await keepScreenshot(page, 'onboarding-step-5-reinforcement');
  expect(await flag(page, 'intro_completed')).toBeNull();
  await page.getByRole('button', { name: 'Start cooking' }).click();

  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  expect(await flag(page, 'intro_completed')).toBe('true');
  expect(await flag(page, 'hasSeenOnboardingPro')).toBe('true');
  await page.goto('/');
  await expect(page).toHaveURL(/\/today$/);
});

test('Skip on the demo step ends the introduction on Today', async ({ page }) => {
  await firstVisit(page);
  await page.goto('/onboarding/demo');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  expect(await flag(page, 'intro_completed')).toBe('true');
});

test('the demo turns the sample fridge into a recipe on screen', async ({ page }) => {
  await firstVisit(page);
  await page.goto('/onboarding/demo');
  const fridge = page.getByRole('region', { name: 'In the fridge' });
  await expect(fridge.getByRole('listitem')).toHaveCount(5);
  await expect(fridge.getByText('Tomorrow', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'onboarding-step-2-demo');
  const recipe = page.getByRole('article', { name: /spinach and feta frittata/i });
  await expect(recipe).toHaveCount(0);

  await page.getByRole('button', { name: 'Find a recipe' }).click();
  await expect(recipe).toBeVisible();
  await expect(recipe.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(recipe).toContainText('20 min');
  await expect(recipe).toContainText('450 kcal a serving');
  await expect(recipe).toContainText('uses up the baby spinach and cherry tomatoes');
  await expect(recipe.getByRole('heading', { level: 2 })).toBeInViewport();
  // Nothing is wider than the screen (a phone would zoom out to fit it).
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await keepScreenshot(page, 'onboarding-step-2-demo-recipe');
});

// That it comes at once, without the demo's pause, is a unit test (demo-screen.test.tsx): timing is not
// asserted on a busy machine's clock.
test('with reduced motion the demo shows its recipe', async ({ page }) => {
  await firstVisit(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/onboarding/demo');
  await page.getByRole('button', { name: 'Find a recipe' }).click();
  await expect(page.getByRole('article', { name: /frittata/i })).toBeVisible();
  await expect(
    page.getByRole('article', { name: /frittata/i }).getByRole('heading', { level: 2 }),
  ).toBeFocused();
});

test('the paywall shows the Pro prices, says honestly that Pro is not sold here, and continues free', async ({
  page,
}) => {
  await firstVisit(page);
  await page.goto('/onboarding/paywall');
  await expect(page.getByRole('heading', { level: 1, name: /larder pro/i })).toBeVisible();
  await expect(page.getByText('€9.99', { exact: true })).toBeVisible();
  await expect(page.getByText('€99.99', { exact: true })).toBeVisible();
  await expect(page.getByText('€8.33 a month, billed yearly')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose monthly' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose yearly' })).toBeDisabled();
  await expect(page.getByText('Pro is not sold on this server.')).toBeVisible();
  expect(await flag(page, 'hasSeenOnboardingPro')).toBe('true');
  await keepScreenshot(page, 'onboarding-step-4-paywall');

  await page.getByRole('link', { name: 'Continue free' }).click();
  await expect(page).toHaveURL(/\/onboarding\/reinforcement$/);
});
