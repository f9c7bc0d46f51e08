import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { conversionEventAnswer, conversionEventBody, eventTimeProblem } from '@larder/domain/api/conversions';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { hashedClientAddress } from '../../http/client-address.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { type ConversionDeps, recordConversion } from './service.ts';

const report = createRoute({
  method: 'post',
  path: '/facebook-conversions-api',
  tags: ['Tracking'],
  summary:
    'Count an ad conversion (spec §7); forwarded to Meta only when configured, with consent and, in the apps, tracking allowed',
  request: { body: jsonBody(conversionEventBody) },
  responses: {
    202: jsonAnswer(conversionEventAnswer, 'Counted; whether it was queued for Meta'),
    ...errorResponses(400, 403, 413, 429, 503),
  },
});

/** A cook registers once and buys Pro now and then: 30 events an hour is far more than any app sends. */
export const CONVERSION_RULE: RateRule = {
  name: 'ad-conversions',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'That is a lot of tracking events in an hour. Please try again later.',
};

/**
 * `/api/functions/facebook-conversions-api`: with or without a session. The native app has none until an
 * account signs in (it makes no anonymous ones), yet its sign-ups (confirmed later by email) and a
 * signed-out cook's store purchase are conversions too. Limited per cook, or per address without one.
 */
export function conversionRoutes(
  deps: ConversionDeps & { auth: Auth; rateLimiter: RateLimiter; now: () => number; trustProxy: boolean },
) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, report), async (c) => {
    const user = await currentUser(deps.auth, c);
    const body = await parseJsonBody(c, conversionEventBody);
    const late = eventTimeProblem(body.event_time, deps.now());
    if (late) throw new AppError('validation_failed', `event_time: ${late}`, { field: 'event_time' });
    const asker = user?.id ?? `address:${hashedClientAddress(c, deps.trustProxy)}`;
    await deps.rateLimiter.enforce(CONVERSION_RULE, asker);
    const forwarded = await recordConversion(deps, body, {
      accountEmail: user && !user.isAnonymous ? user.email : null,
      requestUserAgent: c.req.header('user-agent')?.slice(0, 1000) || null,
    });
    return c.json({ forwarded }, 202);
  });
  return app;
}
