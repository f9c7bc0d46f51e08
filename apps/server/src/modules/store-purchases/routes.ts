import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';

export type StorePurchasesEnv = Pick<
  Env,
  'REVENUECAT_SECRET_KEY' | 'REVENUECAT_WEBHOOK_AUTH' | 'REVENUECAT_API_URL'
>;

/**
 * `/api/functions/validate-iap-purchase`, `/api/functions/restore-iap-purchase` and
 * `/api/webhooks/revenuecat`: store purchases on native, checked with RevenueCat's server.
 */
export function storePurchaseRoutes(_deps: {
  auth: Auth;
  db: Db;
  now: () => number;
  env: StorePurchasesEnv;
}) {
  return new OpenAPIHono<AppEnv>();
}
