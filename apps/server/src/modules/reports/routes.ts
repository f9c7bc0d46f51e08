import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  adminReportDecision,
  adminReportParams,
  adminReportsAnswer,
  adminReportsQuery,
  reportAnswer,
  reportBody,
} from '@larder/domain/api/reports';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { hashedClientAddress } from '../../http/client-address.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { checkBody, parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser, requireAdmin } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { decideReport, fileReport, listReports } from './service.ts';

/** Reports are cheap to send and cost an admin's time to read: 10 an hour from one cook or address. */
export const REPORT_RULE: RateRule = {
  name: 'content-reports',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'That is a lot of reports in an hour. Please try again later.',
};

interface ReportRouteDeps {
  auth: Auth;
  db: Db;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
}

const file = createRoute({
  method: 'post',
  path: '/reports',
  tags: ['Reports'],
  summary: 'Report a public recipe or a shared collection (signed in or not; 10 an hour)',
  request: { body: jsonBody(reportBody) },
  responses: {
    201: jsonAnswer(reportAnswer, 'Stored for an admin'),
    ...errorResponses(400, 403, 404, 413, 429, 503),
  },
});
const list = createRoute({
  method: 'get',
  path: '/admin/reports',
  tags: ['Admin'],
  summary: 'Content reports, newest first, 25 a page (admins only)',
  request: { query: adminReportsQuery },
  responses: {
    200: jsonAnswer(adminReportsAnswer, 'A page of reports'),
    ...errorResponses(400, 401, 403, 503),
  },
});
const decided = jsonAnswer(adminReportDecision, 'Decided');
const decide = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Admin'],
    summary,
    request: { params: adminReportParams },
    responses: { 200: decided, ...errorResponses(401, 403, 404, 503) },
  });
const hide = decide('/admin/reports/{id}/hide', 'Hide the reported item from everyone but its owner');
const dismiss = decide('/admin/reports/{id}/dismiss', 'Dismiss every open report of the item');

/** `POST /api/reports`, and `/api/admin/reports…` where admins read and decide them. */
export function reportRoutes({ auth, db, rateLimiter, trustProxy }: ReportRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, file), async (c) => {
    const user = await currentUser(auth, c);
    // A visitor without a session is counted by a hash of their address; the address is never kept.
    const subject = user?.id ?? hashedClientAddress(c, trustProxy);
    await rateLimiter.enforce(REPORT_RULE, subject);
    const body = await parseJsonBody(c, reportBody);
    return c.json(await fileReport(db, body, user?.id ?? null), 201);
  });
  app.openapi(documented(app, list), async (c) => {
    await requireAdmin(auth, c);
    const query = checkBody(adminReportsQuery, c.req.query());
    return c.json(await listReports(db, query.status, query.q, query.page ?? 1), 200);
  });
  app.openapi(documented(app, hide), async (c) => {
    const admin = await requireAdmin(auth, c);
    return c.json(await decideReport(db, admin, c.req.param('id') ?? '', 'hidden'), 200);
  });
  app.openapi(documented(app, dismiss), async (c) => {
    const admin = await requireAdmin(auth, c);
    return c.json(await decideReport(db, admin, c.req.param('id') ?? '', 'dismissed'), 200);
  });
  return app;
}
