import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { PHOTO_MESSAGES, photoAnswer } from '@larder/domain/api/recipe-photos';
import { recipeParams } from '@larder/domain/api/recipes';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer } from '../../http/openapi.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { PHOTO_MAX_BYTES, removeRecipePhoto, setRecipePhoto } from './service.ts';

/** A photo's form: the photo and its multipart framing (app.ts gives these paths their own body limit). */
export const PHOTO_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
/** Where photos are posted. */
export const PHOTO_PATH = /^\/api\/recipes\/[^/]+\/photo$/;

/** Each photo is up to 10 MB to read and resize: 30 an hour. */
export const PHOTO_RULE: RateRule = {
  name: 'recipe-photo',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'That is a lot of photos in an hour. Please try again later.',
};

const tags = ['Recipes'];
const add = createRoute({
  method: 'post',
  path: '/{id}/photo',
  tags,
  summary:
    "Add or change the cook's own photo of a recipe they imported or cooked (multipart `photo`: JPEG or PNG by its bytes, 10 MB; kept as a JPEG of 1600 px at most, without metadata); 30 an hour",
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
    200: jsonAnswer(photoAnswer, "The cook's photo of the recipe"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/{id}/photo',
  tags,
  summary: "Remove the cook's own photo of a recipe (its file is deleted)",
  request: { params: recipeParams },
  responses: {
    200: jsonAnswer(photoAnswer, 'No photo now'),
    ...errorResponses(401, 403, 404, 503),
  },
});

/** The `photo` file of a multipart form, or a 400 naming it. */
async function photoBytes(c: Context): Promise<Uint8Array> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The form could not be read.');
  }
  if (!(form.photo instanceof File)) {
    throw new AppError('validation_failed', `photo: ${PHOTO_MESSAGES.empty}`, { field: 'photo' });
  }
  return new Uint8Array(await form.photo.arrayBuffer());
}

/** `POST` and `DELETE /api/recipes/{id}/photo`: the cook's own photo of a recipe. */
export function recipePhotoRoutes({
  auth,
  db,
  storage,
  rateLimiter,
}: {
  auth: Auth;
  db: Db;
  storage: ObjectStorage;
  rateLimiter: RateLimiter;
}) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, add), async (c) => {
    const user = await requireSession(auth, c);
    await rateLimiter.enforce(PHOTO_RULE, user.id);
    const bytes = await photoBytes(c);
    const deps = { db, storage, log: c.get('log') };
    return c.json(await setRecipePhoto(deps, user, c.req.param('id'), bytes), 200);
  });
  app.openapi(documented(app, remove), async (c) => {
    const user = await requireSession(auth, c);
    const deps = { db, storage, log: c.get('log') };
    return c.json(await removeRecipePhoto(deps, user, c.req.param('id')), 200);
  });
  return app;
}
