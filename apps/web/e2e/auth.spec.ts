import {
  createAccount,
  mailLink,
  newEmail,
  PASSWORD,
  returningCook,
  sessionUser,
  submitSignIn,
  toast,
} from './accounts.ts';
import { expect, test } from './fixtures.ts';

const heading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('a first visit is anonymous; signing up and confirming by mail turns it into an account', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = newEmail(testInfo);
  await returningCook(page);
  await page.goto('/today');
  await expect.poll(async () => (await sessionUser(page))?.isAnonymous).toBe(true);
  const anonymousId = (await sessionUser(page))?.id;

  await page.goto('/auth');
  await expect(heading(page, 'Join')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');

  // The first failing rule shows under its field and as a Validation Error toast.
  const emailField = page.getByLabel('Email', { exact: true });
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(toast(page, 'Validation Error')).toContainText('Email is required');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();

  // The show/hide toggle reveals what was typed.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // Signing in before confirming: told to confirm, and a new mail goes out.
  await page.goto('/auth?mode=signin');
  await submitSignIn(page, email, PASSWORD);
  await expect(toast(page, 'Check your email')).toContainText('confirm your email');
  const link = await mailLink(email, '/email-confirm', 2);

  await page.goto(link.pathname + link.search);
  // A new account lands on /today?welcome=true: Today greets it once and drops the flag from the address.
  await expect(page.getByRole('button', { name: 'Dismiss welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/today$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ email, isAnonymous: false });
  expect(me.user.id).not.toBe(anonymousId);

  // A signed-in cook on /auth or the welcome goes to Today.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/today$/);
  await page.goto('/onboarding/welcome');
  await expect(page).toHaveURL(/\/today$/);
});

test('sign in, forget the password, set a new one from the mail link and sign in with it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await returningCook(page);

  await page.goto('/auth?mode=signin');
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await submitSignIn(page, email, 'not-my-password');
  await expect(toast(page, 'Authentication Failed')).toContainText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();

  // Signing out of a returning cook's account goes to /auth.
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Reset Password')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(toast(page, 'Password reset email sent')).toBeVisible();

  // The reset link, as if it had landed on an old path: forwarded to Set New Password.
  const link = await mailLink(email, '/reset-password', 2); // After the confirmation mail.
  const token = link.searchParams.get('token') ?? '';
  await page.goto(`/old/reset/link?token=${encodeURIComponent(token)}&type=recovery`);
  await expect(heading(page, 'Set New Password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-thyme-77');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-thyme-78');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Validation Error')).toContainText("Passwords don't match");
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-thyme-77');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  await expect(heading(page, 'Welcome Back')).toBeVisible();

  await submitSignIn(page, email, 'fresh-thyme-77');
  await expect(page).toHaveURL(/\/today$/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
});

test('forgot password: "Check your email", then a cooldown that survives reloads', async ({
  page,
}, testInfo) => {
  const email = newEmail(testInfo); // No account: the answer is the same.
  await returningCook(page);
  await page.goto('/auth?mode=forgot');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  await page.reload();
  await expect(heading(page, 'Reset Password')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in (8\d|90)s$/ })).toBeDisabled();

  // Another tab or device without the saved countdown: the server refuses, and the countdown returns.
  await page.evaluate(() => localStorage.removeItem('auth_reset_cooldown_expires'));
  await page.reload();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Too many requests')).toContainText(
    'Please wait ~90 seconds before requesting another reset email.',
  );
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  expect(
    Number(await page.evaluate(() => localStorage.getItem('auth_reset_cooldown_expires'))),
  ).toBeGreaterThan(Date.now());
});

test('broken links: an invalid reset token and an invalid confirmation token say so', async ({ page }) => {
  await returningCook(page);
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page).toHaveURL(/\/auth\?token=not-a-real-token$/);
  await expect(heading(page, 'Set New Password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-thyme-77');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-thyme-77');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Error')).toContainText('This reset link is invalid or has expired.');

  await page.goto('/email-confirm?token=not-a-real-token');
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(toast(page, 'Email confirmation failed')).toBeVisible();
});

test('the sign-up screen offers the same options and the way to sign in', async ({ page }) => {
  await returningCook(page);
  await page.goto('/signup');
  await expect(heading(page, 'Join')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(heading(page, 'Join')).toBeVisible();
});
