import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { editRecipeBody, importAnswer, importBody } from '@larder/domain/api/recipe-import';
import { recipeParams, recipeViewAnswer } from '@larder/domain/api/recipes';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { PHOTO_MAX_BYTES, type PhotoDeps, setRecipePhoto } from './photo.ts';
import { editImportedRecipe, type ImportDeps, importRecipe } from './service.ts';

/** Where a pasted page is posted: its body may be a 5 MB page (the API's other JSON stops at 1 MB). */
export const IMPORT_PATH = '/api/recipes/import';
export const IMPORT_BODY_BYTES = 8 * 1024 * 1024;
/** A photo's form: the photo and its multipart framing. */
export const PHOTO_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** Each photo is up to 10 MB of storage: 30 an hour. */
export const PHOTO_RULE: RateRule = {
  name: 'recipe-photo',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'That is a lot of photos in an hour. Please try again later.',
};

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

const photo = createRoute({
  method: 'post',
  path: '/{id}/photo',
  tags,
  summary:
    "Add the cook's own photo to a recipe they imported (multipart `photo`: JPEG or PNG by its bytes, 10 MB)",
  request: {
    params: recipeParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ photo: z.string().meta({ format: 'binary' }) }).meta({ id: 'RecipePhoto' }),
        },
      },
    },
  },
  responses: {
    200: jsonAnswer(recipeViewAnswer, 'The recipe, with its photo'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
  },
});

/** Where photos are posted: their own body limit (the API's other JSON stops at 1 MB). */
export const PHOTO_PATH = /^\/api\/recipes\/[^/]+\/photo$/;

/** The `photo` file of a multipart form, or a 400 naming it. */
async function photoBytes(c: Context): Promise<Uint8Array> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The form could not be read.');
  }
  if (!(form.photo instanceof File)) {
    throw new AppError('validation_failed', 'photo: Choose a photo to add.', { field: 'photo' });
  }
  return new Uint8Array(await form.photo.arrayBuffer());
}

/** `POST /api/recipes/import` and `PATCH /api/recipes/{id}` (imported recipes only). */
export function recipeImportRoutes({
  auth,
  rateLimiter,
  now,
  storage,
  ...deps
}: ImportDeps & Omit<PhotoDeps, 'db'> & { auth: Auth; rateLimiter: RateLimiter }) {
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
  app.use(
    '/:id/photo',
    bodyLimit({
      maxSize: PHOTO_BODY_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', 'That photo is larger than 10 MB.');
      },
    }),
  );
  app.openapi(documented(app, photo), async (c) => {
    const user = await requireSession(auth, c);
    await rateLimiter.enforce(PHOTO_RULE, user.id);
    const bytes = await photoBytes(c);
    const view = await setRecipePhoto(
      { db: deps.db, storage, now },
      user,
      c.req.param('id'),
      bytes,
      cookDay(c, now).today,
    );
    return c.json(view, 200);
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
