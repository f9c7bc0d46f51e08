import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { clientErrorAnswer, clientErrorReportSchema } from '@larder/domain/api/client-errors';
import type { Db } from '../../db/database.ts';
import { hashedClientAddress } from '../../http/client-address.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { insertClientError } from './repository.ts';

export const CLIENT_ERROR_RULE: RateRule = {
  name: 'client-errors',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'Too many error reports from this device. Please try again later.',
};

const report = createRoute({
  method: 'post',
  path: '/',
  tags: ['Client errors'],
  summary: 'Report an error the web app caught (30 an hour per client)',
  request: { body: jsonBody(clientErrorReportSchema) },
  responses: {
    201: jsonAnswer(clientErrorAnswer, 'Stored'),
    ...errorResponses(400, 403, 413, 429, 503),
  },
});

/** `POST /api/client-errors`: stores an error the web app caught, rate-limited per client. */
export function clientErrorRoutes(deps: { db: Db; rateLimiter: RateLimiter; trustProxy: boolean }) {
  const app = new OpenAPIHono();
  app.openapi(documented(app, report), async (c) => {
    // Only a hash of the address is kept (as the rate-limit key), never the address itself.
    const client = hashedClientAddress(c, deps.trustProxy);
    await deps.rateLimiter.enforce(CLIENT_ERROR_RULE, client);
    const report = await parseJsonBody(c, clientErrorReportSchema);
    const id = await insertClientError(deps.db, {
      message: report.message,
      stack: report.stack ?? null,
      route: report.route,
      release: report.release,
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    });
    return c.json({ id }, 201);
  });
  return app;
}
