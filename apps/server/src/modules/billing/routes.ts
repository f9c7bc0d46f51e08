import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { checkoutBody, redirectAnswer } from '@larder/domain/api/entitlements';
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Logger } from '../../logger.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { type BillingDeps, openPortal, startCheckout } from './checkout.ts';
import { handleStripeEvent, verifiedEvent } from './stripe-webhook.ts';

/** Checkout and portal sessions cost a call to Stripe each: 20 an hour per cook is plenty. */
export const BILLING_RULE: RateRule = {
  name: 'billing',
  limit: 20,
  windowMs: 60 * 60_000,
  message: 'Too many payment requests. Please wait a few minutes and try again.',
};

const NOT_SOLD = 'Pro is not sold on this server.';

/** A Stripe failure (down, refused our key) is ours to log and a 503 for the cook; the key is never logged. */
async function viaStripe<T>(log: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.error(
      { stripe: { type: error.type, code: error.code, status: error.statusCode } },
      'Stripe call failed',
    );
    throw new AppError(
      'service_unavailable',
      'Payments are not available right now. Please try again later.',
    );
  }
}

const tags = ['Pro'];
const checkout = createRoute({
  method: 'post',
  path: '/billing/checkout',
  tags,
  summary: 'Start a Stripe Checkout for Pro monthly or yearly; answers the page to go to',
  request: { body: jsonBody(checkoutBody) },
  responses: {
    200: jsonAnswer(redirectAnswer, "Stripe's hosted Checkout page"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
  },
});
const portal = createRoute({
  method: 'post',
  path: '/billing/portal',
  tags,
  summary: "Open Stripe's customer portal for the cook's web subscription",
  responses: {
    200: jsonAnswer(redirectAnswer, "Stripe's customer portal"),
    ...errorResponses(401, 403, 404, 429, 503),
  },
});
const webhook = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  tags,
  summary: 'Stripe events, signed (Stripe-Signature, 300 s tolerance); each event id is applied once',
  request: { headers: z.object({ 'stripe-signature': z.string() }) },
  responses: {
    200: jsonAnswer(z.object({ received: z.literal(true) }), 'Taken (applied, replayed, stale or ignored)'),
    ...errorResponses(400, 403, 404, 503),
  },
});

/** `/api/billing/*` (the cook's Checkout and portal) and `/api/webhooks/stripe`. */
export function billingRoutes(
  deps: Omit<BillingDeps, 'config'> & {
    config: BillingDeps['config'] | null;
    auth: Auth;
    rateLimiter: RateLimiter;
  },
) {
  const app = new OpenAPIHono<AppEnv>();
  const configured = (): BillingDeps => {
    if (!deps.config) throw new AppError('not_found', NOT_SOLD);
    return { ...deps, config: deps.config };
  };
  app.openapi(documented(app, checkout), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const billing = configured();
    const { plan } = await parseJsonBody(c, checkoutBody);
    await deps.rateLimiter.enforce(BILLING_RULE, user.id);
    const url = await viaStripe(c.get('log'), () => startCheckout(billing, user, plan));
    return c.json({ url }, 200);
  });
  app.openapi(documented(app, portal), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const billing = configured();
    await deps.rateLimiter.enforce(BILLING_RULE, user.id);
    const url = await viaStripe(c.get('log'), () => openPortal(billing, user));
    return c.json({ url }, 200);
  });
  app.openapi(documented(app, webhook), async (c) => {
    const billing = configured();
    const event = verifiedEvent(billing.config, await c.req.text(), c.req.header('stripe-signature'));
    const outcome = await viaStripe(c.get('log'), () =>
      handleStripeEvent({ db: billing.db, config: billing.config }, event),
    );
    c.get('log').info({ stripeEvent: { id: event.id, type: event.type, outcome } }, 'Stripe event');
    return c.json({ received: true as const }, 200);
  });
  return app;
}
