import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { debugServerUrl } from './servers.ts';

/**
 * Every shell page: the frame, the onboarding, pricing and legal screens, the honest states. Those also
 * in DARK are scanned in dark mode too. At desktop width a screen shows the same things laid out
 * otherwise (side navigation, footer, columns), so the desktop project scans one screen of each layout
 * (DESKTOP); the others are tagged @one-width, which it leaves out (playwright.config.ts).
 */
const PAGES = [
  '/today',
  '/plan',
  '/plan/wizard',
  '/collections',
  '/profile',
  '/pricing',
  '/legal/privacy',
  '/legal/terms',
  '/app-icons',
  '/ios',
  '/onboarding/welcome',
  '/onboarding/demo',
  '/onboarding/benefits',
  '/onboarding/paywall',
  '/onboarding/reinforcement',
  '/no/such/page',
];
const DARK = ['/today', '/pricing', '/legal/privacy', '/onboarding/demo', '/onboarding/paywall'];
const DESKTOP = [
  '/today',
  '/plan/wizard',
  '/pricing',
  '/legal/privacy',
  '/onboarding/paywall',
  '/no/such/page',
];

for (const path of PAGES) {
  const dark = DARK.includes(path);
  test(`${path} has no serious or critical accessibility violation${dark ? ', light or dark' : ''}`, {
    tag: DESKTOP.includes(path) ? [] : ['@one-width'],
  }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('intro_completed', 'true'));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    expect(await seriousViolations(page, { schemes: dark ? BOTH_SCHEMES : ['light'] })).toEqual([]);
  });
}

test('the error and prompt states have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(debugServerUrl('/debug/crash'));
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  expect(await seriousViolations(page, { within: '[aria-label="Cookie notice"]' })).toEqual([]);
});
