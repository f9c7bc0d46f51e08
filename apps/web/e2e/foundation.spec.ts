import { expect, test } from './fixtures.ts';

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the app loads and registers its service worker at /sw.js with scope /', async ({ page }) => {
    await page.goto('/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script ?? '').pathname).toBe('/sw.js');
  });
});

test('a deep link such as /plan/wizard works on reload', async ({ page }) => {
  const response = await page.goto('/plan/wizard');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: "What's your goal?" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "What's your goal?" })).toBeVisible();
});

test('the web app manifest names Larder and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Larder', start_url: '/', scope: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
});

test('no inline script runs and the CSP reports no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your week' })).toBeVisible();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(violations).toEqual([]);
});
