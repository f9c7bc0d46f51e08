import type { ProPlan } from '@larder/domain/entitlements';
import Stripe from 'stripe';
import type { Env } from '../../env.ts';

export type StripeEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PRICE_MONTHLY'
  | 'STRIPE_PRICE_YEARLY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

/** Stripe as this server uses it: the client, the two prices it sells, and the webhooks' signing secret. */
export type StripeConfig = Readonly<{
  stripe: Stripe;
  prices: Readonly<Record<ProPlan, string>>;
  webhookSecret: string;
}>;

/** How long a signed webhook stays acceptable, in seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe when all four variables are set (env.ts checks they come together), else null: Pro is not sold. */
export function stripeConfigFrom(env: StripeEnv): StripeConfig | null {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PRICE_MONTHLY || !STRIPE_PRICE_YEARLY || !STRIPE_WEBHOOK_SECRET) {
    return null;
  }
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Larder' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  return {
    stripe,
    prices: { monthly: STRIPE_PRICE_MONTHLY, yearly: STRIPE_PRICE_YEARLY },
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  };
}
