import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { accountMergeAnswer, keepPlanAnswer, keepPlanBody } from '@larder/domain/api/account-merge';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import { keepPlan, latestMerge, noticeSeen } from './service.ts';

const tags = ['Account'];
const latest = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "What signing in on this device did to the account's pantry and plan (null: nothing merged)",
  responses: { 200: jsonAnswer(accountMergeAnswer, 'The latest merge'), ...errorResponses(401, 403, 503) },
});
const seen = createRoute({
  method: 'post',
  path: '/seen',
  tags,
  summary: 'The cook was told: the notice is not shown again',
  responses: { 204: { description: 'Noted' }, ...errorResponses(401, 403, 503) },
});
const plan = createRoute({
  method: 'post',
  path: '/plan',
  tags,
  summary: "Keep this device's plan or the account's; the shopping list is made again from it",
  request: { body: jsonBody(keepPlanBody) },
  responses: {
    200: jsonAnswer(keepPlanAnswer, 'The merge as it stands now'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});

/** `/api/account/merge`: the outcome of meeting another device's data at sign-in (decision 021). */
export function accountMergeRoutes({ auth, db, now }: { auth: Auth; db: Db; now: () => number }) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, latest), async (c) => {
    const user = await requireAccount(auth, c);
    return c.json({ merge: await latestMerge(db, user.id, cookDay(c, now).today) }, 200);
  });
  app.openapi(documented(app, seen), async (c) => {
    const user = await requireAccount(auth, c);
    await noticeSeen(db, user.id);
    return c.body(null, 204);
  });
  app.openapi(documented(app, plan), async (c) => {
    const user = await requireAccount(auth, c);
    const body = await parseJsonBody(c, keepPlanBody);
    return c.json({ merge: await keepPlan(db, user.id, body.keep, cookDay(c, now).today) }, 200);
  });
  return app;
}
