import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

let server: OwnServer | undefined;
// Also after a failure or a timeout: the server, its PostgreSQL and its folder go.
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('a new service worker, once activated, reloads the page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'service-worker behaviour does not depend on the screen size');
  server = await startOwnServer();
  const { url, webDir } = server;
  await page.addInitScript(() => localStorage.setItem('cookie_consent_dismissed', 'dismissed'));
  await page.goto(`${url}/legal/terms`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A returning visit: the page starts under the installed worker.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { releaseMarker: string }).releaseMarker = 'old page';
  });

  // A new release: the worker script changes on the server.
  appendFileSync(path.join(webDir, 'sw.js'), '\n// next release\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await page.waitForFunction(() => !(window as unknown as { releaseMarker?: string }).releaseMarker, null, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
