import path from 'node:path';
import { test as base, expect } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../e2e-screenshots');

/**
 * Every journey leaves a screenshot of its last page in e2e-screenshots/ (git-ignored), named after
 * the project (phone or desktop) and the test, so the screens can be looked at after a run.
 */
export const test = base.extend<{ lastPageScreenshot: undefined }>({
  lastPageScreenshot: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      const name = [testInfo.project.name, ...testInfo.titlePath.slice(1)]
        .join('--')
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-+/g, '-');
      await page
        .screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    },
    { auto: true },
  ],
});

export { expect };
