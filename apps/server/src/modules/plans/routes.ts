import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { cookDay } from '../../http/cook-day.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession } from '../auth/current-user.ts';
import type { RateLimiter, RateRule } from '../rate-limit/service.ts';
import { lockBody, planAnswers, swapBody } from './plan-input.ts';
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

/** `/api/plans`: the week's meal plan (docs/contracts/planning-api.md). */
export function planRoutes({ auth, db, now, rateLimiter }: PlanRouteDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Before the answer exists: set after, Hono would copy the whole response to add it.
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/', async (c) => {
      const user = await requireSession(auth, c);
      const answers = await parseJsonBody(c, planAnswers);
      await rateLimiter.enforce(PLAN_RULE, user.id);
      return c.json({ plan: await createPlan(db, user.id, answers, cookDay(c, now).today) }, 201);
    })
    .get('/current', async (c) => {
      const user = await requireSession(auth, c);
      return c.json(await currentPlan(db, user.id));
    })
    .post('/:id/regenerate', async (c) => {
      const user = await requireSession(auth, c);
      await rateLimiter.enforce(PLAN_RULE, user.id);
      return c.json({ plan: await regeneratePlan(db, user.id, c.req.param('id'), cookDay(c, now).today) });
    })
    .get('/:id/slots/:slot/options', async (c) => {
      const user = await requireSession(auth, c);
      const { id, slot } = c.req.param();
      return c.json({ options: await mealOptions(db, user.id, id, slot) });
    })
    .post('/:id/slots/:slot/swap', async (c) => {
      const user = await requireSession(auth, c);
      const { recipeId } = await parseJsonBody(c, swapBody);
      const { id, slot } = c.req.param();
      return c.json({ plan: await swapPlanMeal(db, user.id, id, slot, recipeId, cookDay(c, now).today) });
    })
    .put('/:id/slots/:slot/lock', async (c) => {
      const user = await requireSession(auth, c);
      const { locked } = await parseJsonBody(c, lockBody);
      const { id, slot } = c.req.param();
      return c.json({ plan: await lockPlanMeal(db, user.id, id, slot, locked, cookDay(c, now).today) });
    });
}
