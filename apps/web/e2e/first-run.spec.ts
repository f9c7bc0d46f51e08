import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newEmail, PASSWORD, returningCook, toast } from './accounts.ts';
import { seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { pantryNames } from './kitchen.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Every setting Larder reads, unset, so the server runs as `npm start` does on a fresh clone: production
 * (the default), no SMTP_URL, no PUBLIC_URL, an embedded PostgreSQL. Only where it listens and keeps its
 * data are the journey's (own-server.ts). The main journey servers set SMTP_URL, so they cannot be used.
 */
const NO_CONFIGURATION: Record<string, undefined> = Object.fromEntries(
  [
    'NODE_ENV',
    'LOG_LEVEL',
    'DATABASE_URL',
    'TRUST_PROXY',
    'SUPPORT_EMAIL',
    'SUPPORT_LIVE_CHAT_URL',
    'SUPPORT_HELP_CENTER_URL',
    'UPLOADS_DIR',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
    'DEBUG_SCREENS',
    'IOS_APP_STORE_URL',
    'PRO_CURRENCY',
    'PRO_PRICE_MONTHLY',
    'PRO_PRICE_YEARLY',
    'SMTP_URL',
    'MAIL_FROM',
    'PUBLIC_URL',
    'AUTH_SECRET',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'GOOGLE_DISCOVERY_URL',
    'APPLE_CLIENT_ID',
    'APPLE_JWKS_URL',
    'AI_BASE_URL',
    'AI_MODEL',
    'AI_API_KEY',
    'AI_TIMEOUT_MS',
    'STRIPE_SECRET_KEY',
    'STRIPE_PRICE_MONTHLY',
    'STRIPE_PRICE_YEARLY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
    'REVENUECAT_SECRET_KEY',
    'REVENUECAT_WEBHOOK_AUTH',
    'REVENUECAT_API_URL',
    'FREE_RECIPES_PER_DAY',
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
    'VAPID_SUBJECT',
    'ONESIGNAL_APP_ID',
    'ONESIGNAL_REST_API_KEY',
    'ONESIGNAL_API_URL',
    'PUSH_ALLOW_LOOPBACK',
  ].map((name) => [name, undefined]),
);

// Each journey starts a server of its own (a fresh embedded PostgreSQL): that counts in its time.
test.describe.configure({ timeout: 120_000 });

let server: OwnServer | undefined;
test.beforeEach(async () => {
  server = await startOwnServer({ env: NO_CONFIGURATION });
});
// The server and its folder go after every journey, passed or failed; a failed one keeps its log.
test.afterEach(async () => {
  const testInfo = test.info();
  if (server && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server log', { path: server.logFile, contentType: 'text/plain' });
  }
  await server?.stop();
  server = undefined;
});

function own(): OwnServer {
  if (!server) throw new Error('the journey has no server of its own');
  return server;
}
const at = (address: string) => `${own().url}${address}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Keeps a screenshot of a step (the fixture keeps only the last page), and checks it with axe. */
async function snap(page: Page, step: string) {
  await keepScreenshot(page, `first-run-${step}`);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The mail the server kept in DATA_DIR/mail for `email`, with its links; undefined until it is there. */
function keptMailTo(email: string): { file: string; links: string[] } | undefined {
  const folder = path.join(own().dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined; // Not made yet.
  }
  for (const name of names) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    if (text.startsWith(`To: ${email}`)) {
      return { file: name, links: text.match(/https?:\/\/\S+/g) ?? [] };
    }
  }
  return undefined;
}

test('a fresh server with no configuration: a first-time visitor signs up, nothing to confirm, and cooks', async ({
  page,
}, testInfo) => {
  const config = await (await page.request.get(at('/api/config'))).json();
  expect(config.mail).toEqual({ delivered: false });

  // A first visit: the introduction, the cookie notice, then Today as a visitor with a first item.
  await page.goto(at('/'));
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole('button', { name: 'Dismiss cookie notice' }).click();
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page, 'Today')).toBeVisible();
  const entry = page.getByRole('combobox', { name: 'Add food' });
  await entry.fill('2 eggs, 200g feta');
  await entry.press('Enter');
  await expect(page.getByText('Added egg and feta.')).toBeVisible();

  // Join: the screen says there is nothing to confirm, and the account is ready at once.
  await page.goto(at('/auth'));
  await expect(heading(page, 'Join')).toBeVisible();
  await expect(page.getByText("This Larder server doesn't send email")).toBeVisible();
  await snap(page, 'join');
  const email = newEmail(testInfo);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/today$/);
  await snap(page, 'welcome');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
  const me = await (await page.request.get(at('/api/me'))).json();
  expect(me.user).toMatchObject({ email, isAnonymous: false });

  // What the visitor typed is the account's now; the rest of the fridge, then something to cook.
  await expect.poll(async () => (await pantryNames(page)).sort()).toEqual(['egg', 'feta']);
  await entry.fill('half a cucumber, a bunch of coriander, 500g chicken thighs, 250g rice');
  await entry.press('Enter');
  await expect(page.getByText(/^Added cucumber, coriander/)).toBeVisible();
  await page.getByRole('button', { name: 'Cook something' }).click();
  await expect(page.getByRole('heading', { name: /recipes? for you/ })).toBeVisible({ timeout: 15_000 });
  const first = page.getByRole('article').filter({ hasText: 'From your pantry' }).first();
  const title = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/recipe\?id=/);
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'I cooked this' })).toBeVisible();
});

test('a fresh server with no configuration: a reset link is kept in its mail folder for whoever runs it', async ({
  page,
  request,
}, testInfo) => {
  const email = newEmail(testInfo);
  const signUp = await request.post(at('/api/auth/sign-up/email'), {
    headers: { origin: own().url },
    data: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  await returningCook(page);
  await page.goto(at('/auth?mode=forgot'));
  await expect(heading(page, 'Reset Password')).toBeVisible();
  await expect(page.getByText(/Your reset link will be kept on the server instead/)).toBeVisible();
  await snap(page, 'forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link kept on the server' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await snap(page, 'reset-link-kept');

  // Whoever runs Larder finds the message in DATA_DIR/mail and passes the link on. The outbox hands it
  // to the mail catcher on its next poll; on a busy machine an attempt may time out and go again later.
  await expect.poll(() => keptMailTo(email)?.file, { timeout: 60_000 }).toMatch(/^mail-.+\.txt$/);
  const link = keptMailTo(email)
    ?.links.map((href) => new URL(href))
    .find((url) => url.pathname.startsWith('/reset-password'));
  if (!link) throw new Error(`no reset link in the kept mail: ${keptMailTo(email)?.links.join(', ')}`);

  await page.goto(at(link.pathname + link.search));
  await expect(heading(page, 'Set New Password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-thyme-77');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-thyme-77');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('fresh-thyme-77');
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
});
