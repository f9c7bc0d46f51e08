import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { badgesSeenBody, profileSummaryAnswer } from '@larder/domain/api/profile';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import { badgesSeen, profileSummary } from './service.ts';

export interface ProfileRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
  env: Pick<Env, 'FOOD_PRICES'>;
}

const tags = ['Profile'];
const summary = createRoute({
  method: 'get',
  path: '/summary',
  tags,
  summary:
    'What Larder did for the cook: food saved from the bin (kg, items, an estimate of its worth), what they cooked, their no-waste streak and badges',
  responses: {
    200: jsonAnswer(profileSummaryAnswer, "The cook's figures, in their time zone (X-Timezone)"),
    ...errorResponses(401, 503),
  },
});
const seen = createRoute({
  method: 'post',
  path: '/badges/seen',
  tags,
  summary: 'Profile celebrated these badges: they are no longer new',
  request: { body: jsonBody(badgesSeenBody) },
  responses: { 204: { description: 'Noted' }, ...errorResponses(400, 401, 403, 413, 503) },
});

/** `/api/profile`: the figures of Profile's "What Larder did for you" (issue 20), for accounts only. */
export function profileRoutes({ auth, db, now, env }: ProfileRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  const deps = { db, prices: env.FOOD_PRICES };
  app.openapi(documented(app, summary), async (c) => {
    const user = await requireAccount(auth, c);
    return c.json(await profileSummary(deps, user.id, cookDay(c, now).today), 200);
  });
  app.openapi(documented(app, seen), async (c) => {
    const user = await requireAccount(auth, c);
    const { badges } = await parseJsonBody(c, badgesSeenBody);
    await badgesSeen(db, user.id, badges);
    return c.body(null, 204);
  });
  return app;
}
