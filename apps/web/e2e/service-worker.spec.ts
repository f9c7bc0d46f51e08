import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

const test = base.extend<{ ownServer: OwnServer }>({
  // A server of the test's own: starting it (a new embedded PostgreSQL cluster) takes its own time,
  // not the test's; it stops, and its folder goes, also after a failure or a timeout.
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const server = await startOwnServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { timeout: 90_000 },
  ],
});

test.use({ serviceWorkers: 'allow' });

test('a new service worker, once activated, reloads the page', async ({ page, ownServer }) => {
  const { url, webDir } = ownServer;
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
  // The browser checks for it as it would on a navigation. On a loaded machine Chromium has given up on
  // the script's fetch ("an unknown error occurred when fetching the script"); it checks again, as it
  // would at the next navigation.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          try {
            await (await navigator.serviceWorker.getRegistration())?.update();
            return 'checked';
          } catch (error) {
            return String(error);
          }
        }),
      { timeout: 20_000 },
    )
    .toBe('checked');

  await page.waitForFunction(() => !(window as unknown as { releaseMarker?: string }).releaseMarker, null, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
