import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  adminAuditAnswer,
  adminAuditQuery,
  adminDisableBody,
  adminErrorsAnswer,
  adminErrorsQuery,
  adminOverviewAnswer,
  adminOverviewQuery,
  adminProBody,
  adminReplyBody,
  adminRoleBody,
  adminSupportAnswer,
  adminSupportParams,
  adminSupportQuery,
  adminSupportRequestAnswer,
  adminSupportStatusBody,
  adminUserAnswer,
  adminUserParams,
  adminUsersAnswer,
  adminUsersQuery,
} from '@larder/domain/api/admin';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { checkBody, parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAdmin } from '../../platform/auth/current-user.ts';
import { auditPage } from './audit.ts';
import { errorGroups } from './errors.ts';
import { usageOverview } from './overview.ts';
import { changeSupportStatus, listSupport, replyToSupport } from './support-inbox.ts';
import { changeDisabled, changePro, changeRole, listUsers } from './users.ts';

export interface AdminRouteDeps {
  auth: Auth;
  db: Db;
  /** The clock (ms since the epoch). */
  now: () => number;
  /** Where the cooks' answers to a support reply go (SUPPORT_EMAIL). */
  supportEmail: string;
}

const list = (path: string, summary: string, query: z.ZodObject, answer: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Admin'],
    summary: `${summary} (admins only)`,
    request: { query },
    responses: { 200: jsonAnswer(answer, 'One page'), ...errorResponses(400, 401, 403, 503) },
  });

const action = <M extends RouteConfig['method']>(
  method: M,
  path: string,
  summary: string,
  params: z.ZodObject,
  body: z.ZodType,
  answer: z.ZodType,
) =>
  createRoute({
    method,
    path,
    tags: ['Admin'],
    summary: `${summary} (admins only; written to the audit log)`,
    request: { params, body: jsonBody(body) },
    responses: {
      200: jsonAnswer(answer, 'As it is now'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 503),
    },
  });

const overview = createRoute({
  method: 'get',
  path: '/overview',
  tags: ['Admin'],
  summary: 'The usage dashboard: accounts, and one row of figures per UTC day (admins only)',
  request: { query: adminOverviewQuery },
  responses: { 200: jsonAnswer(adminOverviewAnswer, 'The figures'), ...errorResponses(400, 401, 403, 503) },
});
const users = list(
  '/users',
  'Accounts whose email contains q, newest first',
  adminUsersQuery,
  adminUsersAnswer,
);
const pro = action(
  'post',
  '/users/{id}/pro',
  'Grant or revoke Pro',
  adminUserParams,
  adminProBody,
  adminUserAnswer,
);
const role = action(
  'put',
  '/users/{id}/role',
  'Set the role',
  adminUserParams,
  adminRoleBody,
  adminUserAnswer,
);
const disabled = action(
  'put',
  '/users/{id}/disabled',
  'Disable (signed out everywhere, cannot sign in) or enable an account',
  adminUserParams,
  adminDisableBody,
  adminUserAnswer,
);
const audit = list('/audit', 'The audit log, newest first', adminAuditQuery, adminAuditAnswer);
const support = list(
  '/support',
  'Contact requests and bug reports, newest first',
  adminSupportQuery,
  adminSupportAnswer,
);
const reply = action(
  'post',
  '/support/{id}/reply',
  'Reply to the cook by email; the request is answered',
  adminSupportParams,
  adminReplyBody,
  adminSupportRequestAnswer,
);
const status = action(
  'put',
  '/support/{id}/status',
  'Set a support request open, answered or closed',
  adminSupportParams,
  adminSupportStatusBody,
  adminSupportRequestAnswer,
);
const errors = list(
  '/errors',
  "The web app's errors grouped by message and route, latest first",
  adminErrorsQuery,
  adminErrorsAnswer,
);

const idOf = <T extends z.ZodType>(c: Context, schema: T): z.infer<T> =>
  checkBody(schema, { id: c.req.param('id') });

/**
 * `/api/admin/*`: admins only, the role checked here, on the server, first in every request (401 without
 * an account, 403 for everyone else). Answers are never cached. Content reports are under
 * modules/reports.
 */
export function adminRoutes({ auth, db, now, supportEmail }: AdminRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const deps = { db, now };
  app.use(noStore);
  app.openapi(documented(app, overview), async (c) => {
    await requireAdmin(auth, c);
    const { days } = checkBody(adminOverviewQuery, c.req.query());
    return c.json(await usageOverview(db, days, now()), 200);
  });
  app.openapi(documented(app, users), async (c) => {
    await requireAdmin(auth, c);
    const { q, page } = checkBody(adminUsersQuery, c.req.query());
    return c.json(await listUsers(deps, q, page), 200);
  });
  app.openapi(documented(app, pro), async (c) => {
    const admin = await requireAdmin(auth, c);
    const { id } = idOf(c, adminUserParams);
    return c.json(await changePro(deps, admin, id, await parseJsonBody(c, adminProBody)), 200);
  });
  app.openapi(documented(app, role), async (c) => {
    const admin = await requireAdmin(auth, c);
    const { id } = idOf(c, adminUserParams);
    return c.json(await changeRole(deps, admin, id, await parseJsonBody(c, adminRoleBody)), 200);
  });
  app.openapi(documented(app, disabled), async (c) => {
    const admin = await requireAdmin(auth, c);
    const { id } = idOf(c, adminUserParams);
    return c.json(await changeDisabled(deps, admin, id, await parseJsonBody(c, adminDisableBody)), 200);
  });
  app.openapi(documented(app, audit), async (c) => {
    await requireAdmin(auth, c);
    const { q, page } = checkBody(adminAuditQuery, c.req.query());
    return c.json(await auditPage(db, q, page), 200);
  });
  app.openapi(documented(app, support), async (c) => {
    await requireAdmin(auth, c);
    return c.json(await listSupport(db, checkBody(adminSupportQuery, c.req.query())), 200);
  });
  app.openapi(documented(app, reply), async (c) => {
    const admin = await requireAdmin(auth, c);
    const { id } = idOf(c, adminSupportParams);
    const { body } = await parseJsonBody(c, adminReplyBody);
    return c.json(await replyToSupport({ db, supportEmail }, admin, id, body), 200);
  });
  app.openapi(documented(app, status), async (c) => {
    const admin = await requireAdmin(auth, c);
    const { id } = idOf(c, adminSupportParams);
    const body = await parseJsonBody(c, adminSupportStatusBody);
    return c.json(await changeSupportStatus(db, admin, id, body.status), 200);
  });
  app.openapi(documented(app, errors), async (c) => {
    await requireAdmin(auth, c);
    const { q, page } = checkBody(adminErrorsQuery, c.req.query());
    return c.json(await errorGroups(db, q, page), 200);
  });
  return app;
}
