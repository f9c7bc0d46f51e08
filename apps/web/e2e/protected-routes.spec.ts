import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  createAccount,
  expectNoSideScroll,
  newEmail,
  PASSWORD,
  returningCook,
  submitSignIn,
  toast,
} from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const PROMPTS = [
  { path: '/collections', title: 'Save Your Recipes' },
  { path: '/profile', title: 'Create Your Profile' },
];

for (const { path, title } of PROMPTS) {
  test(`${path}: an anonymous visitor sees "${title}" with its benefits, buttons and sign-up dialog`, async ({
    page,
  }) => {
    await returningCook(page);
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'more recipes today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
      'href',
      `/auth?mode=signin&returnTo=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole('link', { name: 'Not Now' })).toHaveAttribute('href', '/today');

    // A real modal: focus moves in, stays in, Escape closes it and focus comes back.
    const open = page.getByRole('button', { name: 'Create Free Account' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Create your free account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await page.getByRole('link', { name: 'Not Now' }).click();
    await expect(page).toHaveURL(/\/today$/);
  });
}

test('other protected paths send new visitors to sign up (and to sign in from there), and come back after it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await returningCook(page);
  // /collection-preview/{id} is not here: a shared collection opens for anyone (collections.spec.ts).
  // No account ever signed in on this device: sign-up comes first.
  for (const path of ['/meal-plan', '/collection/abc', '/admin', '/settings']) {
    await page.goto(path);
    const signUp = `/auth?returnTo=${encodeURIComponent(path)}`;
    await expect(page).toHaveURL(new RegExp(`${signUp.replace(/[?]/g, '\\?')}$`));
    await expect(heading(page, 'Join')).toBeVisible();
  }

  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(toast(page, 'Welcome back!')).toBeVisible();

  // Signed in: the meal plan opens (no plan yet), screens built later show their honest pending state;
  // admin refuses a normal user.
  await page.goto('/meal-plan');
  await expect(heading(page, 'Meal plan')).toBeVisible();
  await expect(page.getByText('You have no plan yet.')).toBeVisible();
  await page.goto('/collections');
  await expect(heading(page, 'Collections')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText("You don't have access to the admin area.")).toBeVisible();
  await page.goto('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('link', { name: 'Settings' }).click();

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  const me = await page.request.get('/api/me');
  expect((await me.json()).user?.isAnonymous ?? true).toBe(true);
});

test('settings: change the password, download the data, delete the account', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await returningCook(page);
  await page.goto('/settings');
  // A new device opens sign-up first; this cook has an account.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, email, PASSWORD);
  await expect(heading(page, 'Settings')).toBeVisible();

  const passwords = page.getByRole('region', { name: 'Change password' });
  await passwords.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await passwords.getByLabel('New password', { exact: true }).fill('fresh-thyme-77');
  await passwords.getByLabel('Confirm new password', { exact: true }).fill('fresh-thyme-77');
  await passwords.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwords.getByText('Your current password is not right.')).toBeVisible();
  await passwords.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await passwords.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  await expect(passwords.getByLabel('Current password', { exact: true })).toHaveValue('');

  const changeEmail = page.getByRole('region', { name: 'Change email' });
  await changeEmail.getByLabel('New email', { exact: true }).fill(newEmail(testInfo));
  await changeEmail.getByRole('button', { name: 'Change Email' }).click();
  await expect(changeEmail.getByText('Check your email.')).toBeVisible();
  await expectNoSideScroll(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^larder-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(JSON.stringify(data)).toContain(email);

  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm').last()).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(toast(page, 'Your account was deleted')).toBeVisible();

  await submitSignIn(page, email, 'fresh-thyme-77');
  await expect(toast(page, 'Authentication Failed')).toBeVisible();
});

// One screen per test: a full axe scan takes seconds on a busy machine, so each gets its own budget. The
// desktop project scans the sign-in screen's desktop layout and the dialog (accessibility.spec.ts).
test.describe('accessibility', () => {
  const desktop = ['/auth', '/signup'];
  for (const path of [
    '/auth',
    '/auth?mode=signin',
    '/auth?mode=forgot',
    '/auth?token=x',
    '/signup',
    '/profile',
  ]) {
    test(`${path} has no serious violation, light or dark`, {
      tag: desktop.includes(path) ? [] : ['@one-width'],
    }, async ({ page }) => {
      await returningCook(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#splash')).toHaveCount(0);
      expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
    });
  }

  test('the sign-up dialog has no serious violation, light or dark', async ({ page }) => {
    await returningCook(page);
    await page.goto('/collections');
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  });
});
