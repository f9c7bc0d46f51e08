import type { Env } from '../../env.ts';
import { registerSecrets } from '../../logger.ts';

export type StorePurchasesEnv = Pick<
  Env,
  'REVENUECAT_SECRET_KEY' | 'REVENUECAT_WEBHOOK_AUTH' | 'REVENUECAT_API_URL'
>;

/** RevenueCat as this server uses it: its REST API (secret key) and the Authorization its webhooks carry. */
export type RevenueCatConfig = Readonly<{
  secretKey: string;
  webhookAuth: string;
  /** Without a trailing slash: https://api.revenuecat.com, or a stand-in's address. */
  apiUrl: string;
}>;

export const REVENUECAT_API_URL = 'https://api.revenuecat.com';

/**
 * RevenueCat when both variables are set (env.ts checks they come together), else null: store purchases
 * are not set up. Both values are registered with the log's scrubber, so no failure path can write them.
 */
export function revenueCatConfigFrom(env: StorePurchasesEnv): RevenueCatConfig | null {
  const { REVENUECAT_SECRET_KEY, REVENUECAT_WEBHOOK_AUTH } = env;
  if (!REVENUECAT_SECRET_KEY || !REVENUECAT_WEBHOOK_AUTH) return null;
  registerSecrets([REVENUECAT_SECRET_KEY, REVENUECAT_WEBHOOK_AUTH]);
  return {
    secretKey: REVENUECAT_SECRET_KEY,
    webhookAuth: REVENUECAT_WEBHOOK_AUTH,
    apiUrl: (env.REVENUECAT_API_URL ?? REVENUECAT_API_URL).replace(/\/+$/, ''),
  };
}
