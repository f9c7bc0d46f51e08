import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { cookPreferencesSchema, preferencesAnswer } from '@larder/domain/api/preferences';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import { preferencesOf, savePreferences } from './service.ts';

export interface PreferencesRouteDeps {
  auth: Auth;
  db: Db;
}

const tags = ['Preferences'];
const read = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The cook's preferences (the defaults until they save some)",
  responses: { 200: jsonAnswer(preferencesAnswer, 'The preferences'), ...errorResponses(401, 503) },
});
const save = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: "Save the cook's preferences: the whole set (a field left out takes its default)",
  request: { body: jsonBody(cookPreferencesSchema) },
  responses: {
    200: jsonAnswer(preferencesAnswer, 'The preferences as saved'),
    ...errorResponses(400, 401, 403, 413, 503),
  },
});

/**
 * `/api/preferences`: diet, allergens, dislikes, household size, units and goal in one place. Any session
 * has its own, anonymous cooks included (Today works without an account); they move to the account made.
 */
export function preferencesRoutes({ auth, db }: PreferencesRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, read), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await preferencesOf(db, user.id), 200);
  });
  app.openapi(documented(app, save), async (c) => {
    const user = await requireSession(auth, c);
    const preferences = await parseJsonBody(c, cookPreferencesSchema);
    return c.json(await savePreferences(db, user.id, preferences), 200);
  });
  return app;
}
