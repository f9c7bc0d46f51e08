import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
import { latestMailTo } from './mail.ts';

/** Helpers for the account journeys (auth.spec.ts, protected-routes.spec.ts). */

export const PASSWORD = 'tomato-basil-42';

let counter = 0;
/** An address no other journey (or project, or run) uses. */
export function newEmail(testInfo: TestInfo): string {
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `cook-${testInfo.project.name}-${unique}@example.com`;
}

/** A returning cook: onboarding seen and the cookie notice dismissed, before the page's scripts run. */
export async function returningCook(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('intro_completed', 'true');
    localStorage.setItem('cookie_consent_dismissed', 'dismissed');
  });
}

/** The link in the newest mail to `email` whose path starts with `path`. */
export async function mailLink(email: string, path: string, count = 1): Promise<URL> {
  const mail = await latestMailTo(email, count);
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in the mail to ${email}: ${mail.links.join(', ')}`);
  return link;
}

/**
 * A confirmed account, made through the API in its own request context (the browser under test stays
 * as it is: anonymous, or signed out).
 */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD, name: '', callbackURL: '/email-confirm' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await mailLink(email, '/email-confirm');
  const token = link.searchParams.get('token') ?? '';
  const confirm = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(confirm.status(), await confirm.text()).toBe(200);
}

/** Fills and sends the sign-in form on /auth (already in sign-in mode). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
}

/** Who the browser's session belongs to, as the server sees it. */
export async function sessionUser(page: Page) {
  const response = await page.request.get('/api/auth/get-session');
  const body = (await response.json()) as {
    user?: { id: string; email: string; isAnonymous?: boolean };
  } | null;
  return body?.user ?? null;
}

export const toast = (page: Page, title: string) =>
  page.locator('[role="alert"], [role="status"]').filter({ hasText: title }).first();

/** The page fits its width: nothing (a long email address, say) pushes it sideways. */
export async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A signed-in cook of their own (a fresh account, signed in through /auth), on Today. */
export async function signedInCook(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  testInfo: TestInfo,
) {
  const email = newEmail(testInfo);
  await createAccount(request, baseURL, email);
  await returningCook(page);
  await page.goto('/auth?mode=signin');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/today/);
  return email;
}
