import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  cookedAnswer,
  cookedBody,
  generateAnswer,
  generateBody,
  offlineAnswer,
  offlineBody,
  recipeParams,
  recipeViewAnswer,
  saveAnswer,
  savedRecipesAnswer,
  shareAnswer,
} from '@larder/domain/api/recipes';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { withCookPreferences } from '../preferences/service.ts';
import { shareRecipe } from '../public-recipes/service.ts';
import {
  cookedRecipe,
  generateRecipes,
  listSavedRecipes,
  type RecipeDeps,
  recordOfflineGeneration,
  saveRecipe,
  viewRecipe,
} from './service.ts';

export interface RecipeRouteDeps extends RecipeDeps {
  auth: Auth;
  now: () => number;
  rateLimiter: RateLimiter;
}

/** Suggestions are free to browse, and each costs the kitchen (or the model) real work: 120 an hour. */
export const GENERATE_RULE: RateRule = {
  name: 'recipes-generate',
  limit: 120,
  windowMs: 60 * 60_000,
  message: 'That is a lot of suggestions in an hour. Please wait a few minutes and try again.',
};

const tags = ['Recipes'];
const generate = createRoute({
  method: 'post',
  path: '/generate',
  tags,
  summary: "Recipes for the cook's pantry and goal: free to browse (opening a recipe counts), 120 an hour",
  request: { body: jsonBody(generateBody) },
  responses: {
    200: jsonAnswer(generateAnswer, 'The suggestions'),
    ...errorResponses(400, 401, 403, 413, 429, 503),
  },
});
const offline = createRoute({
  method: 'post',
  path: '/offline',
  tags,
  summary: 'Upload a generation the kitchen made on the device while offline',
  request: { body: jsonBody(offlineBody) },
  responses: {
    201: jsonAnswer(offlineAnswer, 'The generation, counted'),
    ...errorResponses(400, 401, 403, 413, 429, 503),
  },
});
const saved = createRoute({
  method: 'get',
  path: '/saved',
  tags,
  summary: 'The saved recipes, latest first',
  responses: { 200: jsonAnswer(savedRecipesAnswer, 'The saved recipes'), ...errorResponses(401, 503) },
});
const saveResponses = {
  200: jsonAnswer(saveAnswer, 'Whether it is saved now'),
  ...errorResponses(400, 401, 403, 404, 503),
};
const save = createRoute({
  method: 'put',
  path: '/{id}/saved',
  tags,
  summary: 'Save a recipe shown to this cook (403 for anonymous cooks)',
  request: { params: recipeParams },
  responses: saveResponses,
});
const unsave = createRoute({
  method: 'delete',
  path: '/{id}/saved',
  tags,
  summary: 'Unsave a recipe',
  request: { params: recipeParams },
  responses: saveResponses,
});
const shareResponses = {
  200: jsonAnswer(shareAnswer, 'Whether anyone with the link can open it now'),
  ...errorResponses(401, 403, 404, 503),
};
const share = createRoute({
  method: 'put',
  path: '/{id}/shared',
  tags,
  summary:
    'Share a recipe shown to this cook: anyone with `/r/{id}` can open it (library recipes always can)',
  request: { params: recipeParams },
  responses: shareResponses,
});
const unshare = createRoute({
  method: 'delete',
  path: '/{id}/shared',
  tags,
  summary: "Stop sharing the cook's copy of a recipe",
  request: { params: recipeParams },
  responses: shareResponses,
});
const view = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary:
    "A recipe this cook was shown or saved, with its method, against their pantry now; opening one counts against a free cook's day (429 `allowance_used` once used)",
  request: { params: recipeParams },
  responses: { 200: jsonAnswer(recipeViewAnswer, 'The recipe'), ...errorResponses(401, 404, 429, 503) },
});
const cooked = createRoute({
  method: 'post',
  path: '/{id}/cooked',
  tags,
  summary: 'I cooked this: takes what it used out of the pantry and records food saved',
  request: { params: recipeParams, body: jsonBody(cookedBody) },
  responses: {
    200: jsonAnswer(cookedAnswer, 'The pantry now'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});

/** `/api/recipes`: suggestions (online or made on the device offline), a recipe shown, saving, "I cooked this". */
export function recipeRoutes({ auth, rateLimiter, ...deps }: RecipeRouteDeps) {
  const { now } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, generate), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, generateBody);
    await rateLimiter.enforce(GENERATE_RULE, user.id);
    const asked = await withCookPreferences(deps.db, user.id, body);
    return c.json(await generateRecipes(deps, user, asked, cookDay(c, now), c.get('log')), 200);
  });
  app.openapi(documented(app, offline), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, offlineBody);
    return c.json(await recordOfflineGeneration(deps, user, body, cookDay(c, now)), 201);
  });
  app.openapi(documented(app, saved), async (c) => {
    const user = await requireSession(auth, c);
    return c.json({ recipes: await listSavedRecipes(deps, user.id, cookDay(c, now).today) }, 200);
  });
  app.openapi(documented(app, save), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await saveRecipe(deps, user, c.req.param('id'), true), 200);
  });
  app.openapi(documented(app, unsave), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await saveRecipe(deps, user, c.req.param('id'), false), 200);
  });
  app.openapi(documented(app, share), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await shareRecipe(deps.db, user, c.req.param('id'), true), 200);
  });
  app.openapi(documented(app, unshare), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await shareRecipe(deps.db, user, c.req.param('id'), false), 200);
  });
  app.openapi(documented(app, view), async (c) => {
    const user = await requireSession(auth, c);
    const day = cookDay(c, now);
    return c.json(
      await viewRecipe(deps, user, c.req.param('id'), day.today, () => day.secondsToMidnight),
      200,
    );
  });
  app.openapi(documented(app, cooked), async (c) => {
    const user = await requireSession(auth, c);
    const { servings } = await parseJsonBody(c, cookedBody);
    const today = cookDay(c, now).today;
    return c.json(await cookedRecipe(deps, user.id, c.req.param('id'), servings, today), 200);
  });
  return app;
}
