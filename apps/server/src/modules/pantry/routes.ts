import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  addPantryItemsBody,
  pantryItemAnswer,
  pantryItemParams,
  pantryItemsAnswer,
  updatePantryItemBody,
} from '@larder/domain/api/pantry';
import { dayFirstFor } from '@larder/kitchen/pantry';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { sendPrepared } from '../../http/prepared-json.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import { type PantryCache, pantryAnswer } from './pantry-cache.ts';
import { addFromText, addItems, removeItem, updateItem, useUpItem } from './service.ts';

export interface PantryRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
  /** Pantry answers kept in memory (server.ts); none in tests that do not attach one. */
  cache?: PantryCache;
}

const tags = ['Pantry'];
const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The pantry, expiring first',
  responses: { 200: jsonAnswer(pantryItemsAnswer, 'The items'), ...errorResponses(401, 503) },
});
const add = createRoute({
  method: 'post',
  path: '/items',
  tags,
  summary: 'Add items: free text ("2 eggs, 200 g feta") or structured ones',
  request: { body: jsonBody(addPantryItemsBody) },
  responses: {
    201: jsonAnswer(pantryItemsAnswer, 'The items added'),
    ...errorResponses(400, 401, 403, 413, 503),
  },
});
const update = createRoute({
  method: 'patch',
  path: '/items/{id}',
  tags,
  summary: 'Change an item',
  request: { params: pantryItemParams, body: jsonBody(updatePantryItemBody) },
  responses: {
    200: jsonAnswer(pantryItemAnswer, 'The item as changed'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/items/{id}',
  tags,
  summary: 'Remove an item (thrown away, when its date had passed: it breaks a no-waste streak)',
  request: { params: pantryItemParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404, 503) },
});
const usedUp = createRoute({
  method: 'post',
  path: '/items/{id}/used',
  tags,
  summary: 'Mark an item used up (counted as food saved when before its expiry)',
  request: { params: pantryItemParams },
  responses: { 204: { description: 'Used up' }, ...errorResponses(400, 401, 403, 404, 503) },
});

/** `/api/pantry`: what the cook has at home (docs/contracts/kitchen-api.md). */
export function pantryRoutes({ auth, db, now, cache }: PantryRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  // Answered as prepared bytes (pantry-cache.ts), so declared in the document and routed plainly.
  app.get(documented(app, list).path, async (c) => {
    const user = await requireSession(auth, c);
    return sendPrepared(c, await pantryAnswer(cache, db, user.id, cookDay(c, now).today));
  });
  app.openapi(documented(app, add), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, addPantryItemsBody);
    const { today } = cookDay(c, now);
    const items =
      body.text === undefined
        ? await addItems(db, user.id, body.items ?? [], today)
        : await addFromText(db, user.id, body.text, {
            today,
            dayFirst: dayFirstFor(c.req.header('accept-language')),
          });
    return c.json({ items }, 201);
  });
  app.openapi(documented(app, update), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, updatePantryItemBody);
    const item = await updateItem(db, user.id, c.req.param('id'), body);
    return c.json({ item }, 200);
  });
  app.openapi(documented(app, remove), async (c) => {
    const user = await requireSession(auth, c);
    await removeItem(db, user.id, c.req.param('id'), cookDay(c, now).today);
    return c.body(null, 204);
  });
  app.openapi(documented(app, usedUp), async (c) => {
    const user = await requireSession(auth, c);
    await useUpItem(db, user.id, c.req.param('id'), cookDay(c, now).today);
    return c.body(null, 204);
  });
  return app;
}
