import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test } from './fixtures.ts';

/** A visitor who has answered the cookie notice, so it does not cover the page. */
async function visitor(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie_consent_dismissed', 'dismissed'));
}

/** Nothing on the page is wider than the screen (a phone would zoom out to fit it). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('/pricing compares Free with Pro at both prices and is honest that Pro is not sold here', async ({
  page,
}) => {
  await visitor(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free', exact: true })).toContainText(
    'The first recipe is free',
  );
  await expect(
    page.getByRole('region', { name: 'Pro monthly' }).getByText('€9.99', { exact: true }),
  ).toBeVisible();
  const yearly = page.getByRole('region', { name: 'Pro yearly' });
  await expect(yearly.getByText('€99.99', { exact: true })).toBeVisible();
  await expect(yearly).toContainText('€8.33 a month, billed yearly');
  await expect(page.getByRole('button', { name: 'Choose monthly' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose yearly' })).toBeDisabled();
  await expect(page.getByText('Pro is not sold on this server.')).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Free' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Pro' })).toBeVisible();
  await expect(table.getByRole('row', { name: /recipes from your fridge/i })).toContainText('Unlimited');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'pricing');

  await page.getByRole('link', { name: 'Back to Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
});

const LEGAL = [
  { path: '/legal/privacy', title: 'Privacy policy', section: 'Cookies and consent', id: 'cookies' },
  {
    path: '/legal/terms',
    title: 'Terms of use',
    section: 'Food safety, allergies and nutrition',
    id: 'food-safety',
  },
];

for (const { path, title, section, id } of LEGAL) {
  test(`${path} has its h1, a dated table of contents that scrolls to sections, and the support address`, async ({
    page,
  }) => {
    await visitor(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Last updated 21 November 2026')).toBeVisible();

    const heading = page.getByRole('heading', { level: 2, name: section });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: section }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(heading).toBeInViewport();

    const contact = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Contact' }) });
    await expect(contact.getByRole('link', { name: 'help@larder.test' })).toHaveAttribute(
      'href',
      'mailto:help@larder.test',
    );
    await expectNoSidewaysScroll(page);
  });
}

test('/app-icons shows every icon file, and each one loads', async ({ page }) => {
  await visitor(page);
  await page.goto('/app-icons');
  await expect(page.getByRole('heading', { level: 1, name: 'App icons' })).toBeVisible();
  for (const file of [
    'icon-192.png',
    'icon-512.png',
    'maskable-512.png',
    'apple-touch-icon.png',
    'favicon-32.png',
    'icon.svg',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: file })).toBeVisible();
    const image = page.getByRole('img', { name: `${file} on light` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
});
