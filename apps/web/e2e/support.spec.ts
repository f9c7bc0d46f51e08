import { expect as pollExpect } from '@playwright/test';
import { createAccount, newEmail, PASSWORD, returningCook, submitSignIn, toast } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { type JourneyMail, mailTo } from './mail.ts';

/** The support address the journey servers are configured with (playwright.config.ts). */
const SUPPORT = 'help@larder.test';

/** The mail to support whose subject carries `token`, once it has arrived. */
async function supportMail(token: string): Promise<JourneyMail> {
  let found: JourneyMail | undefined;
  await pollExpect
    .poll(
      async () => {
        found = (await mailTo(SUPPORT)).find((mail) => mail.subject?.includes(token));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a support mail about ${token}` },
    )
    .toBe(true);
  return found as JourneyMail;
}

test('a signed-in cook sends a contact request and a bug report with a screenshot; support gets both by mail', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await returningCook(page);
  const email = newEmail(testInfo);
  await createAccount(request, String(baseURL), email);
  await page.goto(`/auth?mode=signin&returnTo=${encodeURIComponent('/pricing')}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/pricing$/);
  const token = `t${Date.now().toString(36)}${testInfo.project.name}`;

  // From the footer: the contact form, its rules first.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Subject').fill('  Hi  ');
  await dialog.getByLabel('Message').fill('My plan ignores the weekday time limit.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  // The toast shows for 3 s: look at it first; a screenshot can take longer than that on a busy machine.
  await expect(toast(page, 'Validation Error')).toContainText('Subject must be at least 3 characters');
  await keepScreenshot(page, 'support-contact', { fullPage: false });

  await dialog.getByLabel('Subject').fill(`Plan question ${token}`);
  await dialog.getByLabel('Category').selectOption('meal-planning');
  // Only the chosen tab's panel is shown (the others keep their drafts, hidden).
  await dialog.getByRole('tabpanel').getByText('High', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'Support request sent')).toContainText(
    "We'll get back to you within 24-48 hours.",
  );
  await expect(dialog).toBeHidden();
  const contact = await supportMail(`Plan question ${token}`);
  expect(contact.replyTo).toBe(email);
  expect(contact.text).toContain('My plan ignores the weekday time limit.');
  expect(contact.text).toContain('Category: Meal planning');

  // From Settings: a bug report with a screenshot of the page.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Report a bug' }).click();
  await expect(dialog.getByRole('tab', { name: 'Report a bug' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Title').fill(`Swap does nothing ${token}`);
  await dialog.getByLabel('Description').fill('Tapping Swap on a dinner does not open the options.');
  await dialog.getByRole('button', { name: 'Take screenshot' }).click();
  const attached = dialog.getByRole('list', { name: 'Attached files' });
  await expect(attached).toContainText(/screenshot-.*\.png/);
  await keepScreenshot(page, 'support-bug', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send bug report' }).click();
  await expect(toast(page, 'Bug report sent')).toBeVisible();

  const bug = await supportMail(`Swap does nothing ${token}`);
  expect(bug.replyTo).toBe(email);
  // Device info was filled in for the cook, and the screenshot is linked from where it was stored.
  expect(bug.text).toMatch(/User agent: .*Chrom/);
  const link = bug.links.find((href) => href.includes('/uploads/recipe-images/bug-reports/'));
  if (!link) throw new Error(`no attachment link in ${bug.text}`);
  expect(link).toMatch(/\/bug-reports\/[^/]+\/\d+-screenshot-[^/]+\.png$/);
  const image = await page.request.get(new URL(link).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(1000);
});

test('a visitor without an account is asked to sign in before contacting support', async ({ page }) => {
  await returningCook(page);
  await page.goto('/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog.getByRole('tabpanel').getByText('Sign in to contact support')).toBeVisible();
  await dialog.getByRole('tab', { name: 'More help' }).click();
  await expect(dialog.getByRole('link', { name: /help@larder\.test/ })).toHaveAttribute(
    'href',
    'mailto:help@larder.test',
  );
  await expect(dialog.getByRole('link', { name: /Live chat/ })).toHaveCount(0);
});
