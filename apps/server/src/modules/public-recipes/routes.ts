import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { collectionParams, collectionPreviewAnswer, collectionSchema } from '@larder/domain/api/collections';
import { publicRecipeAnswer, recipeParams } from '@larder/domain/api/recipes';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { documented, errorResponses, jsonAnswer } from '../../http/openapi.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser, requireSession } from '../../platform/auth/current-user.ts';
import { copyCollection, previewCollection } from '../collections/preview.ts';
import { publicRecipeAnswer as answerFor } from './service.ts';

const recipe = createRoute({
  method: 'get',
  path: '/public/recipes/{id}',
  tags: ['Public pages'],
  summary: 'A public recipe for anyone, signed in or not: library, imported, or shared by its cook',
  request: { params: recipeParams },
  responses: { 200: jsonAnswer(publicRecipeAnswer, 'The recipe'), ...errorResponses(404, 503) },
});
const preview = createRoute({
  method: 'get',
  path: '/collection-previews/{id}',
  tags: ['Public pages'],
  summary: 'A shared collection by its link id, read-only, for anyone (404 once private or hidden)',
  request: { params: collectionParams },
  responses: { 200: jsonAnswer(collectionPreviewAnswer, 'The collection'), ...errorResponses(404, 503) },
});
const copy = createRoute({
  method: 'post',
  path: '/collection-previews/{id}/copy',
  tags: ['Public pages'],
  summary: "Save a copy of a shared collection as a new collection of the cook's own",
  request: { params: collectionParams },
  responses: { 201: jsonAnswer(collectionSchema, 'The copy'), ...errorResponses(401, 403, 404, 409, 503) },
});

/** Pages anyone with a link may open: public recipes and shared collections. */
export function publicRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, recipe), async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await answerFor(db, c.req.param('id')), 200);
  });
  app.openapi(documented(app, preview), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await previewCollection(db, c.req.param('id'), await currentUser(auth, c)), 200);
  });
  app.openapi(documented(app, copy), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await copyCollection(db, c.req.param('id'), user), 201);
  });
  return app;
}
