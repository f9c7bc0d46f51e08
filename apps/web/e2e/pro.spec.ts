import type { Page } from '@playwright/test';
import { type StripeStandIn, startStripeStandIn } from '../../server/test/stripe-standin.ts';
import { newEmail, PASSWORD, returningCook } from './accounts.ts';
import { seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Buying Pro on the web, as a cook does: the pricing page, Stripe's hosted Checkout, back to Profile;
 * then cancelling in Stripe's customer portal, and the subscription's end. Stripe is a stand-in on
 * loopback that speaks its API and signs its webhooks as Stripe does (server/test/stripe-standin.ts);
 * the server is one of the journey's own, configured to sell Pro with it.
 */

const WEBHOOK_SECRET = 'whsec_journey_secret';

// A server of the journey's own (a fresh embedded PostgreSQL) counts in its time.
test.describe.configure({ timeout: 120_000 });

let stripe: StripeStandIn | undefined;
let server: OwnServer | undefined;
test.beforeEach(async () => {
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  server = await startOwnServer({
    env: {
      SMTP_URL: undefined,
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_PRICE_MONTHLY: 'price_journey_monthly',
      STRIPE_PRICE_YEARLY: 'price_journey_yearly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  stripe.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
});
test.afterEach(async ({ page }) => {
  // The browser's open connections would hold the server's shutdown until they time out.
  await page.close();
  const testInfo = test.info();
  if (server && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server log', { path: server.logFile, contentType: 'text/plain' });
  }
  await server?.stop();
  await stripe?.stop();
  server = undefined;
  stripe = undefined;
});

const at = (address: string) => `${server?.url}${address}`;

/** A confirmed account, signed in in this browser (no mail server here: nothing to confirm). */
async function signUp(page: Page, email: string) {
  const response = await page.request.post(at('/api/auth/sign-up/email'), {
    headers: { origin: at('') },
    data: { email, password: PASSWORD, name: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a cook buys Pro monthly, sees it on Profile, cancels in the portal, and it ends', async ({
  page,
}, testInfo) => {
  await returningCook(page);
  await signUp(page, newEmail(testInfo));

  await page.goto(at('/pricing'));
  await expect(page.getByText('Pro is not sold on this server.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose monthly' }).click();

  // Stripe's hosted Checkout (the stand-in's page), then back to Larder.
  await expect(page.getByRole('heading', { name: 'Stripe test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/profile\?checkout=done/);
  await expect(page.getByText('Welcome to Larder Pro. Enjoy unlimited recipes.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Larder Pro · Monthly' })).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await keepScreenshot(page, 'pro-bought');
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel in Stripe's customer portal: Pro stays until the end of the period.
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe test customer portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('button', { name: 'Renew plan' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Larder' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Larder Pro · Monthly' })).toBeVisible();
  await expect(page.getByText(/^Ends on .+\. It will not renew\.$/)).toBeVisible();

  // The period ends: Stripe ends the subscription, and Larder is free again.
  const subscription = stripe?.subscriptions().at(-1);
  if (!subscription) throw new Error('the stand-in has no subscription');
  await stripe?.endSubscription(subscription.id);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  await expect(page.getByText(/^Your Pro ended on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Pro plans' })).toBeVisible();
});

test('a visitor without an account who chooses a plan is asked to create one first', async ({ page }) => {
  await returningCook(page);
  await page.goto(at('/pricing'));
  await page.getByRole('button', { name: 'Choose yearly' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&returnTo=%2Fpricing/);
  expect(stripe?.requests.filter((request) => request.path === '/v1/checkout/sessions')).toEqual([]);
});

test('cancelling on the Checkout page comes back to pricing, with nothing charged', async ({
  page,
}, testInfo) => {
  await returningCook(page);
  await signUp(page, newEmail(testInfo));
  await page.goto(at('/pricing'));
  await page.getByRole('button', { name: 'Choose yearly' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=cancelled/);
  await expect(page.getByText('Checkout was cancelled. Nothing was charged.')).toBeVisible();
  await page.goto(at('/profile'));
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
});
