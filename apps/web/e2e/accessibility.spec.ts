import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { debugServerUrl } from './servers.ts';

// Every shell page: the frame, the onboarding, pricing and legal screens, the honest states.
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

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('intro_completed', 'true'));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}

test('the error and prompt states have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(debugServerUrl('/debug/crash'));
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  const crash = await new AxeBuilder({ page }).analyze();
  expect(crash.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  const banner = await new AxeBuilder({ page }).include('[aria-label="Cookie notice"]').analyze();
  expect(banner.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });
  for (const path of ['/today', '/pricing', '/legal/privacy', '/onboarding/demo', '/onboarding/paywall']) {
    test(`${path} in dark mode has no serious or critical accessibility violation`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('intro_completed', 'true'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#splash')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  }
});
