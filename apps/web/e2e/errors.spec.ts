import { expect, test } from './fixtures.ts';
import { debugServerUrl } from './servers.ts';

test('a crashing screen shows Application Error, and the error is sent to the server', async ({ page }) => {
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/client-errors') && response.request().method() === 'POST',
  );
  await page.goto(debugServerUrl('/debug/crash'));
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  await expect(
    page.getByText('Something went wrong in the application. The error has been logged.'),
  ).toBeVisible();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    message: 'Deliberate crash from /debug/crash',
    route: '/debug/crash',
  });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test('debug screens exist only where the server switches them on', async ({ page }) => {
  for (const path of ['/iap-debug', '/apple-signin-debug', '/debug/crash']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
  await page.goto(debugServerUrl('/iap-debug'));
  await expect(page.getByRole('heading', { level: 1, name: 'In-app purchase debug' })).toBeVisible();
  await expect(page.getByText('Not configured on this server')).toBeVisible();
  await page.goto(debugServerUrl('/apple-signin-debug'));
  await expect(page.getByRole('heading', { level: 1, name: 'Apple sign-in debug' })).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a visited app keeps working offline from its cache, with a notice', async ({ page, context }) => {
    await page.goto('/legal/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await expect(page.getByText("You're offline")).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Offline' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText('Back online')).toBeVisible();
  });

  test('shows Kitchen Offline when the network is gone and what the app needs is not cached', async ({
    page,
    context,
  }) => {
    await page.goto('/legal/terms');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.evaluate(() => localStorage.removeItem('larder_public_config'));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Offline' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
