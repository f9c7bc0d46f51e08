import type { Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, submitSignIn } from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { keychainOf, type NativeOptions, nativeCalls, simulateNative } from './native-bridge.ts';

/**
 * The web build as the native apps run it, through a simulated Capacitor bridge (native-bridge.ts):
 * what only the apps do (spec §2, §4): bearer-token sessions kept in the Keychain, the Apple button, the
 * cookie notice on the launch screen only, iOS's tracking question, and links the OS hands over.
 */

const TOKEN_KEY = 'larder.session-token';

/** A cook who has seen the onboarding, in the app; `flags` are other device flags already set. */
async function inApp(page: Page, options: NativeOptions, flags: Record<string, string> = {}) {
  await simulateNative(page, options);
  await page.addInitScript(
    (set) => {
      if (sessionStorage.getItem('__flags_set')) return;
      sessionStorage.setItem('__flags_set', '1');
      for (const [key, value] of Object.entries(set)) localStorage.setItem(key, value);
    },
    { intro_completed: 'true', ...flags },
  );
}

const answered = { cookie_consent_dismissed: 'dismissed', att_permission: 'dismissed' };

test('iOS app: the session is a bearer token in the Keychain, never a cookie or localStorage', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = newEmail(testInfo);
  await createAccount(request, baseURL ?? '', email);
  await inApp(page, { platform: 'ios' }, answered);
  const authorizations: (string | null)[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/'))
      authorizations.push(sent.headers().authorization ?? null);
  });

  await page.goto('/auth?mode=signin');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/today/);

  const token = (await keychainOf(page))[TOKEN_KEY];
  expect(token).toBeTruthy();
  const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(stored).not.toContain(token);
  // The app sends no cookies, so the server's answer set none it would use.
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session'))).toEqual([]);
  await expect.poll(() => authorizations.includes(`Bearer ${token}`)).toBe(true);

  // Opened again later: the token alone brings the cook back.
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();

  // Back from the background: the session is checked again (spec §4 session recovery).
  const checked = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/get-session'));
  await page.evaluate(() =>
    (window as unknown as { __native: { fire: (p: string, e: string, d: unknown) => void } }).__native.fire(
      'App',
      'resume',
      {},
    ),
  );
  expect((await checked).headers().authorization).toBe(`Bearer ${token}`);

  // Signing out ends the session on the server and forgets the token here.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect.poll(async () => (await keychainOf(page))[TOKEN_KEY]).toBeUndefined();
  const after = await request.get('/api/auth/get-session', { headers: { authorization: `Bearer ${token}` } });
  expect(await after.json()).toBeNull();
});

test('Continue with Apple is in the iOS app only; it asks iOS with a hashed nonce, and a cancel says nothing', async ({
  browser,
}) => {
  const ios = await browser.newPage();
  await inApp(ios, { platform: 'ios' }, answered);
  await ios.goto('/auth?mode=signin');
  const apple = ios.getByRole('button', { name: 'Continue with Apple' });
  await apple.click();
  await expect
    .poll(async () => (await nativeCalls(ios)).find((call) => call.plugin === 'SignInWithApple'))
    .toBeTruthy();
  const asked = (await nativeCalls(ios)).find((call) => call.plugin === 'SignInWithApple');
  expect(asked?.method).toBe('authorize');
  expect(String(asked?.options?.nonce)).toMatch(/^[0-9a-f]{64}$/);
  // The cook cancelled in Apple's sheet (code 1001): no error, the button is there to try again.
  await expect(apple).toBeEnabled();
  await expect(ios.getByRole('alert')).toHaveCount(0);
  await ios.close();

  const android = await browser.newPage();
  await inApp(android, { platform: 'android' }, answered);
  await android.goto('/auth?mode=signin');
  await expect(android.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(android.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(android.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0);
  await android.close();
});

test('in the app the cookie notice shows on the screen the app opens on, and not once the cook moves on', async ({
  page,
}) => {
  await inApp(page, { platform: 'android' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/today/);
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Plan' }).first().click();
  await expect(page).toHaveURL(/\/plan/);
  await expect(banner).toHaveCount(0);
});

test.describe('the tracking question (iOS, spec §4)', () => {
  const modal = (page: Page) => page.getByRole('dialog');
  const asksIos = async (page: Page) =>
    (await nativeCalls(page)).some((call) => call.method === 'requestPermission');

  test('Allow stores granted, then asks iOS, whose answer is kept', async ({ page }) => {
    await inApp(
      page,
      { platform: 'ios', trackingAnswer: 'denied' },
      { cookie_consent_dismissed: 'dismissed' },
    );
    await page.goto('/today');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page)).toContainText('Meta');
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES, within: '[role="dialog"]' })).toEqual([]);
    await modal(page).getByRole('button', { name: 'Allow' }).click();
    await expect(modal(page)).toHaveCount(0);
    expect(await asksIos(page)).toBe(true);
    // iOS's own prompt said no: the answer kept is iOS's.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('att_permission'))).toBe('denied');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
  });

  test('Ask App Not to Track stores dismissed and never asks iOS', async ({ page }) => {
    await inApp(page, { platform: 'ios' }, { cookie_consent_dismissed: 'dismissed' });
    await page.goto('/today');
    await modal(page).getByRole('button', { name: 'Ask App Not to Track' }).click();
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('att_permission'))).toBe('dismissed');
    expect(await asksIos(page)).toBe(false);
  });

  test('is not asked when iOS already has an answer, nor on Android', async ({ browser }) => {
    for (const options of [
      { platform: 'ios', trackingStatus: 'denied' },
      { platform: 'android' },
    ] as NativeOptions[]) {
      const page = await browser.newPage();
      await inApp(page, options, { cookie_consent_dismissed: 'dismissed' });
      await page.goto('/today');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The question would come with the screen: once Today is drawn and iOS answered, it stays away.
      if (options.platform === 'ios') {
        await expect
          .poll(async () => (await nativeCalls(page)).some((call) => call.method === 'getStatus'))
          .toBe(true);
      }
      await expect(modal(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('att_permission'))).toBeNull();
      await page.close();
    }
  });
});

test('a link the OS hands to the app opens its screen there; other links are left alone', async ({
  page,
}) => {
  await inApp(page, { platform: 'android' }, answered);
  await page.goto('/today');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hand = (url: string) =>
    page.evaluate(
      (link) =>
        (
          window as unknown as { __native: { fire: (p: string, e: string, d: unknown) => void } }
        ).__native.fire('App', 'appUrlOpen', { url: link }),
      url,
    );
  // The app listens once its shell has loaded.
  await expect
    .poll(async () =>
      (await nativeCalls(page)).some(
        (call) => call.method === 'addListener' && call.options?.eventName === 'appUrlOpen',
      ),
    )
    .toBe(true);
  await hand('https://larder.example.com/admin');
  await hand('https://larder.example.com/collection-preview/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/collection-preview\/00000000-0000-4000-8000-000000000000$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The admin link (not one the app declares) opened nothing: one step back is Today.
  await page.goBack();
  await expect(page).toHaveURL(/\/today$/);
});
