import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  entitlementsAnswer,
  restoreIapPurchaseBody,
  validateIapPurchaseBody,
} from '@larder/domain/api/entitlements';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Logger } from '../../logger.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import { createRateLimiter, type RateLimiter, type RateRule } from '../../platform/rate-limit/service.ts';
import { RevenueCatUnavailable, revenueCatClient } from './revenuecat-client.ts';
import { revenueCatConfigFrom, type StorePurchasesEnv } from './revenuecat-config.ts';
import {
  checkWebhookAuthorization,
  handleRevenueCatEvent,
  revenueCatWebhookBody,
} from './revenuecat-webhook.ts';
import { checkWithRevenueCat, mergedCustomerId } from './service.ts';

export type { StorePurchasesEnv } from './revenuecat-config.ts';

/** Each check costs a call to RevenueCat: 30 an hour per cook is plenty for buying and restoring. */
export const STORE_CHECK_RULE: RateRule = {
  name: 'store-purchases',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'Too many purchase checks. Please wait a few minutes and try again.',
};

const NOT_SET_UP = 'Store purchases are not set up on this server.';
const NOT_REACHED = 'The store could not be reached. Please try again.';
const NOT_YOURS = 'That purchase belongs to another account.';

/** RevenueCat failing (down, slow, refusing our key) is ours to log and a 503; the key is never logged. */
async function viaRevenueCat<T>(log: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof RevenueCatUnavailable)) throw error;
    log.error({ revenuecat: { reason: error.reason, status: error.status } }, 'RevenueCat call failed');
    throw new AppError('service_unavailable', NOT_REACHED);
  }
}

const tags = ['Pro'];
const storeErrors = errorResponses(400, 401, 403, 404, 413, 429, 503);
const validate = createRoute({
  method: 'post',
  path: '/functions/validate-iap-purchase',
  tags,
  summary:
    "After a store purchase in the native app: asks RevenueCat what the cook owns (never the client's word), keeps it, answers their entitlements",
  request: { body: jsonBody(validateIapPurchaseBody) },
  responses: {
    200: jsonAnswer(entitlementsAnswer, 'Entitlements by name, as RevenueCat says'),
    ...storeErrors,
  },
});
const restore = createRoute({
  method: 'post',
  path: '/functions/restore-iap-purchase',
  tags,
  summary:
    "Restore purchases: asks RevenueCat again about the cook's own app user ids, keeps what it says, answers their entitlements",
  request: { body: jsonBody(restoreIapPurchaseBody) },
  responses: {
    200: jsonAnswer(entitlementsAnswer, 'Entitlements by name, as RevenueCat says'),
    ...storeErrors,
  },
});
const webhook = createRoute({
  method: 'post',
  path: '/webhooks/revenuecat',
  tags,
  summary:
    "RevenueCat events, with the dashboard's Authorization header; each event id is applied once, by reading the subscriber again",
  request: {
    headers: z.object({ authorization: z.string() }),
    body: jsonBody(revenueCatWebhookBody),
  },
  responses: {
    200: jsonAnswer(z.object({ received: z.literal(true) }), 'Taken (applied, replayed, stale or ignored)'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});

/**
 * `/api/functions/validate-iap-purchase`, `/api/functions/restore-iap-purchase` and
 * `/api/webhooks/revenuecat`: store purchases on native, checked with RevenueCat's server. Anonymous
 * sessions may buy (spec §6: a Pro subscriber may be anonymous on native). `rateLimiter` is the app's when
 * given; otherwise one of this module's own, counting in the same table.
 */
export function storePurchaseRoutes(deps: {
  auth: Auth;
  db: Db;
  now: () => number;
  env: StorePurchasesEnv;
  rateLimiter?: RateLimiter;
}) {
  const app = new OpenAPIHono<AppEnv>();
  const config = revenueCatConfigFrom(deps.env);
  const client = config ? revenueCatClient(config) : null;
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.db);
  const configured = () => {
    if (!config || !client) throw new AppError('not_found', NOT_SET_UP);
    return { config, client };
  };
  const mustBeSelf = (claimed: string, sessionUserId: string) => {
    if (claimed !== sessionUserId) throw new AppError('forbidden', NOT_YOURS);
  };

  app.openapi(documented(app, validate), async (c) => {
    const user = await requireSession(deps.auth, c);
    const { client } = configured();
    const body = await parseJsonBody(c, validateIapPurchaseBody);
    mustBeSelf(body.userId, user.id);
    await rateLimiter.enforce(STORE_CHECK_RULE, user.id);
    c.header('Cache-Control', 'no-store');
    const checked = await viaRevenueCat(c.get('log'), () =>
      checkWithRevenueCat({ db: deps.db, client, now: deps.now }, user.id, {
        type: 'validate-iap-purchase',
        alsoAsk: [],
      }),
    );
    c.get('log').info(
      { storeCheck: { type: 'validate', source: body.source, outcome: checked.outcome } },
      'Store purchase checked',
    );
    return c.json({ entitlements: { pro: checked.pro } }, 200);
  });

  app.openapi(documented(app, restore), async (c) => {
    const user = await requireSession(deps.auth, c);
    const { client } = configured();
    const body = await parseJsonBody(c, restoreIapPurchaseBody);
    mustBeSelf(body.userId, user.id);
    await rateLimiter.enforce(STORE_CHECK_RULE, user.id);
    c.header('Cache-Control', 'no-store');
    // The cook's own ids only: theirs, and the one their kept store Pro was bought under (an anonymous
    // user's, merged into this account). The id the client sends (customerInfo) is never looked up.
    const alsoAsk = await mergedCustomerId(deps.db, user.id);
    const checked = await viaRevenueCat(c.get('log'), () =>
      checkWithRevenueCat({ db: deps.db, client, now: deps.now }, user.id, {
        type: 'restore-iap-purchase',
        alsoAsk,
      }),
    );
    c.get('log').info(
      { storeCheck: { type: 'restore', asked: checked.asked, outcome: checked.outcome } },
      'Store purchase checked',
    );
    return c.json({ entitlements: { pro: checked.pro } }, 200);
  });

  app.openapi(documented(app, webhook), async (c) => {
    const { config, client } = configured();
    checkWebhookAuthorization(config.webhookAuth, c.req.header('authorization'));
    const { event } = await parseJsonBody(c, revenueCatWebhookBody);
    const outcome = await viaRevenueCat(c.get('log'), () =>
      handleRevenueCatEvent({ db: deps.db, client }, event),
    );
    c.get('log').info(
      { revenuecatEvent: { id: event.id, type: event.type, environment: event.environment, outcome } },
      'RevenueCat event',
    );
    return c.json({ received: true as const }, 200);
  });
  return app;
}
