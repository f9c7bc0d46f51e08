import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Marks onboarding as seen, so / goes to Today, before the page's own scripts run. */
async function returningCook(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('intro_completed', 'true');
    localStorage.setItem('cookie_consent_dismissed', 'dismissed');
  });
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('navigation and footer per route', () => {
  const cases: { path: string; nav: boolean; footer: boolean }[] = [
    { path: '/today', nav: true, footer: false },
    { path: '/plan', nav: true, footer: false },
    { path: '/collections', nav: true, footer: false },
    { path: '/profile', nav: true, footer: false },
    { path: '/recipe', nav: true, footer: true },
    { path: '/pricing', nav: true, footer: true },
    { path: '/legal/privacy', nav: true, footer: true },
    { path: '/auth', nav: false, footer: false },
    { path: '/signup', nav: true, footer: false },
    { path: '/plan/wizard', nav: false, footer: true },
    { path: '/onboarding/welcome', nav: false, footer: false },
    { path: '/onboarding/paywall', nav: false, footer: false },
  ];
  // One page loads each route in turn: a test of its own each cost a new browser context a dozen times.
  test('each route shows the tab bar and the footer, or not, as it should', async ({ page }) => {
    await returningCook(page);
    for (const { path, nav, footer: withFooter } of cases) {
      await test.step(`${path}: tab bar ${nav ? 'shown' : 'hidden'}, footer ${withFooter ? 'shown' : 'hidden'}`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(mainNav(page), path).toHaveCount(nav ? 1 : 0);
        await expect(footer(page), path).toHaveCount(withFooter ? 1 : 0);
      });
    }
  });

  test('the footer has copyright, Contact Support to the configured address, Privacy and Terms', async ({
    page,
  }) => {
    await returningCook(page);
    await page.goto('/pricing');
    const foot = footer(page);
    await expect(foot).toContainText(`© ${new Date().getFullYear()} Larder`);
    await expect(foot.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:help@larder.test',
    );
    await foot.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
  });
});

test('the four tabs move between screens and mark the active one', async ({ page, isMobile }) => {
  await returningCook(page);
  await page.goto('/today');
  const nav = mainNav(page);
  for (const [label, path] of [
    ['Plan', '/plan'],
    ['Collections', '/collections'],
    ['Profile', '/profile'],
    ['Today', '/today'],
  ]) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  // A bottom bar on phones, a side rail on desktop.
  const box = await nav.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  if (isMobile) {
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.width).toBeCloseTo(viewport.width, 0);
  } else {
    expect(box.x).toBe(0);
    expect(box.height).toBeCloseTo(viewport.height, 0);
    expect(box.width).toBeLessThan(viewport.width / 3);
  }
});

test('/ goes to the onboarding welcome on a first visit, and to Today once onboarding was seen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.evaluate(() => localStorage.setItem('intro_completed', 'true'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/today$/);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/today$/);
});

test('an unknown path is the not-found page; Go Home goes to /', async ({ page }) => {
  await returningCook(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/today$/);
});

test('recovery data on an unknown path is forwarded to /auth with the same query and hash', async ({
  page,
}) => {
  await page.goto('/some/old/link?type=recovery&lang=en#access_token=abc.def&refresh_token=xyz');
  await expect(page).toHaveURL(/\/auth\?type=recovery&lang=en#access_token=abc\.def&refresh_token=xyz$/);
});

test('keyboard: the first Tab reaches "Skip to content", which moves focus to the screen', async ({
  page,
}) => {
  await returningCook(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
