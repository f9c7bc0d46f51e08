import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../e2e-screenshots');

/**
 * With E2E_SCREENSHOTS=1, every journey leaves a screenshot of its last page in e2e-screenshots/
 * (git-ignored), named after the project (phone or desktop) and the test, so the screens can be looked
 * at after a run. A full-page screenshot costs each journey a third of a second, so a plain run skips it.
 */
const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);
let nextAddress = 1;

export const test = base.extend<{ lastPageScreenshot: undefined }>({
  // Each journey comes from an address of its own (the e2e servers trust X-Forwarded-For), as real
  // visitors do, so the per-address limits on sign-in and sign-up apply per journey, not to the run.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  lastPageScreenshot: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      const name = testInfo.titlePath
        .slice(1)
        .join('--')
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-+/g, '-');
      await keepScreenshot(page, name).catch(() => undefined);
    },
    { auto: true },
  ],
});

/**
 * Keeps a screenshot of the page as it is now, named after the project and `name`, when screenshots
 * are asked for (E2E_SCREENSHOTS=1): the steps of a journey worth looking at, beside its last page.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  const file = `${base.info().project.name}--${name}.png`;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), fullPage: options.fullPage ?? true });
}

export { expect };
