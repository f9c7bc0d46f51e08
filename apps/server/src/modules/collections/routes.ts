import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  collectionAnswer,
  collectionOrderBody,
  collectionParams,
  collectionRecipeParams,
  collectionSchema,
  collectionSearchAnswer,
  collectionSearchQuery,
  collectionsAnswer,
  createCollectionBody,
  membershipAnswer,
  moveRecipeBody,
  recipeOrderBody,
  updateCollectionBody,
} from '@larder/domain/api/collections';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { checkBody, parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import {
  addRecipe,
  createCollection,
  deleteCollection,
  listCollections,
  moveRecipe,
  openCollection,
  orderCollections,
  orderRecipes,
  removeRecipe,
  restoreCollection,
  searchSaved,
  updateCollection,
} from './service.ts';

export interface CollectionRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
}

const tags = ['Collections'];
const one = {
  200: jsonAnswer(collectionSchema, 'The collection'),
  ...errorResponses(400, 401, 403, 404, 413, 503),
};
const member = { 200: jsonAnswer(membershipAnswer, 'The collections the recipe is in now') };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'The cook\'s collections, "Saved" made if need be (403 for anonymous cooks)',
    responses: { 200: jsonAnswer(collectionsAnswer, 'The collections'), ...errorResponses(401, 403, 503) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'A new collection, last in the order (an id made on the device makes a replay harmless)',
    request: { body: jsonBody(createCollectionBody) },
    responses: { ...one, 201: one[200], 409: errorResponses(409)[409] },
  }),
  order: createRoute({
    method: 'put',
    path: '/order',
    tags,
    summary: 'Puts the collections in a new order',
    request: { body: jsonBody(collectionOrderBody) },
    responses: {
      200: jsonAnswer(collectionsAnswer, 'The collections'),
      ...errorResponses(400, 401, 403, 413, 503),
    },
  }),
  search: createRoute({
    method: 'get',
    path: '/search',
    tags,
    summary: 'Saved recipes by title or ingredient, filtered by meal type, time and diet',
    request: { query: collectionSearchQuery },
    responses: {
      200: jsonAnswer(collectionSearchAnswer, 'The recipes found'),
      ...errorResponses(400, 401, 403, 503),
    },
  }),
  open: createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: "A collection and its recipes, in the cook's order (404 for anyone else's)",
    request: { params: collectionParams },
    responses: { 200: jsonAnswer(collectionAnswer, 'The collection'), ...errorResponses(401, 403, 404, 503) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Rename, describe, choose the cover, share (a new link) or stop sharing',
    request: { params: collectionParams, body: jsonBody(updateCollectionBody) },
    responses: one,
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Deletes a collection, kept for Undo ("Saved" stays: 409)',
    request: { params: collectionParams },
    responses: { ...one, 409: errorResponses(409)[409] },
  }),
  restore: createRoute({
    method: 'post',
    path: '/{id}/restore',
    tags,
    summary: 'Undo: brings a deleted collection back (its shared link stays off)',
    request: { params: collectionParams },
    responses: one,
  }),
  orderRecipes: createRoute({
    method: 'put',
    path: '/{id}/recipes',
    tags,
    summary: "Puts the collection's recipes in a new order",
    request: { params: collectionParams, body: jsonBody(recipeOrderBody) },
    responses: {
      200: jsonAnswer(collectionAnswer, 'The collection'),
      ...errorResponses(400, 401, 403, 404, 413, 503),
    },
  }),
  add: createRoute({
    method: 'put',
    path: '/{id}/recipes/{recipeId}',
    tags,
    summary: 'Puts a recipe the cook was shown first in the collection',
    request: { params: collectionRecipeParams },
    responses: { ...member, ...errorResponses(401, 403, 404, 409, 503) },
  }),
  take: createRoute({
    method: 'delete',
    path: '/{id}/recipes/{recipeId}',
    tags,
    summary: 'Takes a recipe out of the collection',
    request: { params: collectionRecipeParams },
    responses: { ...member, ...errorResponses(401, 403, 404, 503) },
  }),
  move: createRoute({
    method: 'post',
    path: '/{id}/recipes/{recipeId}/move',
    tags,
    summary: "Moves a recipe to another of the cook's collections",
    request: { params: collectionRecipeParams, body: jsonBody(moveRecipeBody) },
    responses: { ...member, ...errorResponses(400, 401, 403, 404, 409, 413, 503) },
  }),
};

/** `/api/collections`: the signed-in cook's collections of saved recipes. */
export function collectionRoutes({ auth, db, now }: CollectionRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, routes.list), async (c) => {
    const user = await requireSession(auth, c);
    return c.json({ collections: await listCollections(db, user) }, 200);
  });
  app.openapi(documented(app, routes.create), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await createCollection(db, user, await parseJsonBody(c, createCollectionBody)), 201);
  });
  app.openapi(documented(app, routes.order), async (c) => {
    const user = await requireSession(auth, c);
    const { ids } = await parseJsonBody(c, collectionOrderBody);
    return c.json({ collections: await orderCollections(db, user, ids) }, 200);
  });
  app.openapi(documented(app, routes.search), async (c) => {
    const user = await requireSession(auth, c);
    const search = checkBody(collectionSearchQuery, c.req.query());
    return c.json({ recipes: await searchSaved(db, user, search, cookDay(c, now).today) }, 200);
  });
  app.openapi(documented(app, routes.open), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await openCollection(db, user, c.req.param('id'), cookDay(c, now).today), 200);
  });
  app.openapi(documented(app, routes.update), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, updateCollectionBody);
    return c.json(await updateCollection(db, user, c.req.param('id'), body), 200);
  });
  app.openapi(documented(app, routes.remove), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await deleteCollection(db, user, c.req.param('id')), 200);
  });
  app.openapi(documented(app, routes.restore), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await restoreCollection(db, user, c.req.param('id')), 200);
  });
  app.openapi(documented(app, routes.orderRecipes), async (c) => {
    const user = await requireSession(auth, c);
    const { recipeIds } = await parseJsonBody(c, recipeOrderBody);
    const today = cookDay(c, now).today;
    return c.json(await orderRecipes(db, user, c.req.param('id'), recipeIds, today), 200);
  });
  app.openapi(documented(app, routes.add), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await addRecipe(db, user, c.req.param('id'), c.req.param('recipeId')), 200);
  });
  app.openapi(documented(app, routes.take), async (c) => {
    const user = await requireSession(auth, c);
    return c.json(await removeRecipe(db, user, c.req.param('id'), c.req.param('recipeId')), 200);
  });
  app.openapi(documented(app, routes.move), async (c) => {
    const user = await requireSession(auth, c);
    const { toCollectionId } = await parseJsonBody(c, moveRecipeBody);
    return c.json(
      await moveRecipe(db, user, c.req.param('id'), c.req.param('recipeId'), toCollectionId),
      200,
    );
  });
  return app;
}
