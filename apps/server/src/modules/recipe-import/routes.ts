import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { editRecipeBody, importAnswer, importBody } from '@larder/domain/api/recipe-import';
import { recipeParams, recipeViewAnswer } from '@larder/domain/api/recipes';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { editImportedRecipe, type ImportDeps, importRecipe } from './service.ts';

/** Where a pasted page is posted: its body may be a 5 MB page (the API's other JSON stops at 1 MB). */
export const IMPORT_PATH = '/api/recipes/import';
export const IMPORT_BODY_BYTES = 8 * 1024 * 1024;
/** Each import may fetch a page from the web: 30 an hour. */
export const IMPORT_RULE: RateRule = {
  name: 'recipe-import',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'That is a lot of imports in an hour. Please wait a few minutes and try again.',
};

const tags = ['Recipes'];
const importRoute = createRoute({
  method: 'post',
  path: '/import',
  tags,
  summary:
    'Import a recipe from a link (fetched by the server: http(s), public addresses only, 5 MB, 10 s) or a page; 30 an hour',
  request: { body: jsonBody(importBody) },
  responses: {
    201: jsonAnswer(importAnswer, "The recipe, the cook's own, saved in the collection chosen"),
    ...errorResponses(400, 401, 403, 404, 413, 422, 429, 503),
  },
});
const edit = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Correct an imported recipe: title, ingredient lines, steps, servings',
  request: { params: recipeParams, body: jsonBody(editRecipeBody) },
  responses: {
    200: jsonAnswer(recipeViewAnswer, 'The recipe'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 503),
  },
});

/** `POST /api/recipes/import` and `PATCH /api/recipes/{id}` (imported recipes only). */
export function recipeImportRoutes({
  auth,
  rateLimiter,
  now,
  ...deps
}: ImportDeps & { auth: Auth; rateLimiter: RateLimiter; now: () => number }) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.use(
    '/import',
    bodyLimit({
      maxSize: IMPORT_BODY_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', 'That page is too large to import.');
      },
    }),
  );
  app.openapi(documented(app, importRoute), async (c) => {
    const user = await requireSession(auth, c);
    await rateLimiter.enforce(IMPORT_RULE, user.id);
    const body = await parseJsonBody(c, importBody);
    return c.json({ recipe: await importRecipe(deps, user, body, cookDay(c, now).today) }, 201);
  });
  app.openapi(documented(app, edit), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, editRecipeBody);
    return c.json(
      await editImportedRecipe(deps.db, user, c.req.param('id'), body, cookDay(c, now).today),
      200,
    );
  });
  return app;
}
