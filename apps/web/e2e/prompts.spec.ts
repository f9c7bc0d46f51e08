import { COOKIE_BANNER_DELAY_MS } from '@larder/domain/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { debugServerUrl, IOS_APP_STORE_URL } from './servers.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * The cookie banner waits COOKIE_BANNER_DELAY_MS after the layout mounts. The page's clock is
 * installed but never frozen: it follows real time, so lazy screens load and render as usual (React
 * reveals them on a timer). Once the screen has rendered, the test skips the banner's wait instead of
 * sleeping through it. The exact delay (not before, then at once) is a unit test: cookie-banner.test.tsx.
 */
async function installClock(page: Page) {
  await page.clock.install();
}

/** Waits for the screen, then runs the page's clock past the banner's delay and lets React render. */
async function pastBannerDelay(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
  // The timer's state change renders in a scheduler task of its own (a posted message); a message
  // posted after it arrives after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('cookie banner', () => {
  test('appears after a first visit; Accept remembers it', async ({ page }) => {
    await installClock(page);
    await page.goto('/pricing');
    await pastBannerDelay(page);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent_dismissed'))).toBe('accepted');

    await page.reload();
    await pastBannerDelay(page);
    await expect(banner).toHaveCount(0);
  });

  test('dismissing remembers it too, without consent', async ({ page }) => {
    await installClock(page);
    await page.goto('/legal/terms');
    await pastBannerDelay(page);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.getByRole('button', { name: 'Dismiss cookie notice' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent_dismissed'))).toBe('dismissed');
    await page.reload();
    await pastBannerDelay(page);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('install prompt', () => {
  const offerInstall = (outcome: 'accepted' | 'dismissed') =>
    `(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      window.__prompted = false;
      event.prompt = async () => { window.__prompted = true; };
      event.userChoice = Promise.resolve({ outcome: '${outcome}' });
      window.dispatchEvent(event);
    })()`;

  test('shows when the browser offers installation; Install runs the browser prompt and it goes', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie_consent_dismissed', 'dismissed');
      // After a first recipe: the install card waits for one (install-card-due.ts).
      localStorage.setItem('larder_recipe_opened', 'true');
    });
    await page.goto('/pricing');
    const prompt = page.getByRole('region', { name: 'Install Larder' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.evaluate(offerInstall('accepted'));
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __prompted: boolean }).__prompted)).toBe(true);
  });

  test('Not now remembers the dismissal; a later offer is not shown', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie_consent_dismissed', 'dismissed');
      // After a first recipe: the install card waits for one (install-card-due.ts).
      localStorage.setItem('larder_recipe_opened', 'true');
    });
    await page.goto('/pricing');
    await page.evaluate(offerInstall('accepted'));
    const prompt = page.getByRole('region', { name: 'Install Larder' });
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).toBe('true');
    await page.reload();
    await page.evaluate(offerInstall('accepted'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('disappears when the app gets installed', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie_consent_dismissed', 'dismissed');
      // After a first recipe: the install card waits for one (install-card-due.ts).
      localStorage.setItem('larder_recipe_opened', 'true');
    });
    await page.goto('/pricing');
    await page.evaluate(offerInstall('accepted'));
    const prompt = page.getByRole('region', { name: 'Install Larder' });
    await expect(prompt).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('iOS app-store banner', () => {
  test('shows on iOS in the browser, opens the store in a new tab, and stays dismissed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cookie_consent_dismissed', 'dismissed'));
    await page.goto(debugServerUrl('/pricing'));
    const banner = page.getByRole('region', { name: 'Larder for iPhone' });
    await expect(banner).toBeVisible();
    const get = banner.getByRole('link', { name: 'Get the app' });
    await expect(get).toHaveAttribute('href', IOS_APP_STORE_URL);
    await expect(get).toHaveAttribute('target', '_blank');
    await banner.getByRole('button', { name: 'Dismiss App Store banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test('does not show on other platforms, nor without a store link', async ({ page, browser }) => {
    await page.goto(debugServerUrl('/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Larder for iPhone' })).toHaveCount(0);

    const context = await browser.newContext({ userAgent: IPHONE_UA });
    const iphone = await context.newPage();
    await iphone.goto('/pricing');
    await expect(iphone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(iphone.getByRole('region', { name: 'Larder for iPhone' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('/ios', () => {
  test('redirects to the configured App Store link', async ({ page }) => {
    // The App Store cannot be reached from here: answer for it, and check that Larder went there.
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ body: 'App Store', contentType: 'text/plain' }),
    );
    await page.goto(debugServerUrl('/ios'));
    await expect(page).toHaveURL(IOS_APP_STORE_URL);
  });

  test('says the app is not in a store yet when no link is configured', async ({ page }) => {
    await page.goto('/ios');
    await expect(page.getByRole('heading', { level: 1, name: 'Not in the App Store yet' })).toBeVisible();
  });
});
