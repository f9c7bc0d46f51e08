import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  currentPlanAnswer,
  lockBody,
  planAnswer,
  planAnswersBody,
  planAnswersSchema,
  planParams,
  planSlotParams,
  swapBody,
  swapOptionsAnswer,
} from '@larder/domain/api/plans';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import {
  createPlan,
  currentPlan,
  lockPlanMeal,
  mealOptions,
  regeneratePlan,
  swapPlanMeal,
} from './service.ts';

export interface PlanRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
  rateLimiter: RateLimiter;
}

/** Making a plan plans a whole week: generous for people, a wall for scripts. */
export const PLAN_RULE: RateRule = {
  name: 'plans',
  limit: 60,
  windowMs: 60 * 60_000,
  message: 'You have made a lot of plans in the last hour. Please wait a little and try again.',
};

const tags = ['Plans'];
const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Plan the week from the wizard's answers (they become the cook's defaults)",
  request: { body: jsonBody(planAnswersSchema) },
  responses: {
    201: jsonAnswer(planAnswer, 'The new plan'),
    ...errorResponses(400, 401, 403, 413, 429, 503),
  },
});
const current = createRoute({
  method: 'get',
  path: '/current',
  tags,
  summary: "The newest plan and the wizard's defaults",
  responses: { 200: jsonAnswer(currentPlanAnswer, 'Either may be null'), ...errorResponses(401, 503) },
});
const regenerate = createRoute({
  method: 'post',
  path: '/{id}/regenerate',
  tags,
  summary: "Another plan from the same answers and today's pantry; locked meals stay",
  request: { params: planParams },
  responses: {
    200: jsonAnswer(planAnswer, 'The plan made again'),
    ...errorResponses(400, 401, 403, 404, 429, 503),
  },
});
const options = createRoute({
  method: 'get',
  path: '/{id}/slots/{slot}/options',
  tags,
  summary: 'Other recipes for a meal, best first',
  request: { params: planSlotParams },
  responses: { 200: jsonAnswer(swapOptionsAnswer, 'The options'), ...errorResponses(401, 404, 503) },
});
const swap = createRoute({
  method: 'post',
  path: '/{id}/slots/{slot}/swap',
  tags,
  summary: 'Swap a meal for one of its options (the best when none is named)',
  request: { params: planSlotParams, body: jsonBody(swapBody) },
  responses: {
    200: jsonAnswer(planAnswer, 'The plan, portions fitted again'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 503),
  },
});
const lock = createRoute({
  method: 'put',
  path: '/{id}/slots/{slot}/lock',
  tags,
  summary: 'Lock a meal (regenerating keeps it) or unlock it',
  request: { params: planSlotParams, body: jsonBody(lockBody) },
  responses: {
    200: jsonAnswer(planAnswer, 'The plan'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});

/** `/api/plans`: the week's meal plan (docs/contracts/planning-api.md). */
export function planRoutes({ auth, db, now, rateLimiter }: PlanRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, create), async (c) => {
    const user = await requireSession(auth, c);
    // An app built before one set of goals sends `goal: 'lose'` and `highProtein`: read as the new shape.
    const answers = await parseJsonBody(c, planAnswersBody);
    await rateLimiter.enforce(PLAN_RULE, user.id);
    return c.json({ plan: await createPlan(db, user.id, answers, cookDay(c, now).today) }, 201);
  });
  app.openapi(documented(app, current), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await currentPlan(db, user.id), 200);
  });
  app.openapi(documented(app, regenerate), async (c) => {
    const user = await requireSession(auth, c);
    await rateLimiter.enforce(PLAN_RULE, user.id);
    const today = cookDay(c, now).today;
    return c.json({ plan: await regeneratePlan(db, user.id, c.req.param('id'), today) }, 200);
  });
  app.openapi(documented(app, options), async (c) => {
    const user = await requireSession(auth, c);
    const { id, slot } = c.req.param();
    return c.json({ options: await mealOptions(db, user.id, id, slot) }, 200);
  });
  app.openapi(documented(app, swap), async (c) => {
    const user = await requireSession(auth, c);
    const { recipeId } = await parseJsonBody(c, swapBody);
    const { id, slot } = c.req.param();
    const today = cookDay(c, now).today;
    return c.json({ plan: await swapPlanMeal(db, user.id, id, slot, recipeId, today) }, 200);
  });
  app.openapi(documented(app, lock), async (c) => {
    const user = await requireSession(auth, c);
    const { locked } = await parseJsonBody(c, lockBody);
    const { id, slot } = c.req.param();
    return c.json({ plan: await lockPlanMeal(db, user.id, id, slot, locked, cookDay(c, now).today) }, 200);
  });
  return app;
}
