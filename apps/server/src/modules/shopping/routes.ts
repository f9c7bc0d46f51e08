import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  addShoppingItemBody,
  shoppingItemAnswer,
  shoppingItemParams,
  shoppingListAnswer,
  updateShoppingItemBody,
} from '@larder/domain/api/shopping';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import { addOwnItem, listShopping, removeShoppingItem, setChecked } from './service.ts';

export interface ShoppingRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
}

const tags = ['Shopping list'];
const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The shopping list: still to buy first, in aisle order',
  responses: { 200: jsonAnswer(shoppingListAnswer, 'The lines'), ...errorResponses(401, 503) },
});
const add = createRoute({
  method: 'post',
  path: '/items',
  tags,
  summary: "Add the cook's own item; a repeated clientId adds nothing and answers the first",
  request: { body: jsonBody(addShoppingItemBody) },
  responses: {
    201: jsonAnswer(shoppingItemAnswer, 'The line added'),
    ...errorResponses(400, 401, 403, 413, 503),
  },
});
const check = createRoute({
  method: 'patch',
  path: '/items/{id}',
  tags,
  summary: 'Cross a line off (it goes into the pantry) or back on',
  request: { params: shoppingItemParams, body: jsonBody(updateShoppingItemBody) },
  responses: {
    200: jsonAnswer(shoppingItemAnswer, 'The line as changed'),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/items/{id}',
  tags,
  summary: 'Remove a line',
  request: { params: shoppingItemParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404, 503) },
});

/** `/api/shopping-list`: the plan's needs less the pantry, and the cook's own items. */
export function shoppingRoutes({ auth, db, now }: ShoppingRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  app.openapi(documented(app, list), async (c) => {
    const user = await requireSession(auth, c);
    return c.json({ items: await listShopping(db, user.id) }, 200);
  });
  app.openapi(documented(app, add), async (c) => {
    const user = await requireSession(auth, c);
    const body = await parseJsonBody(c, addShoppingItemBody);
    return c.json({ item: await addOwnItem(db, user.id, body) }, 201);
  });
  app.openapi(documented(app, check), async (c) => {
    const user = await requireSession(auth, c);
    const { checked } = await parseJsonBody(c, updateShoppingItemBody);
    const today = cookDay(c, now).today;
    return c.json({ item: await setChecked(db, user.id, c.req.param('id'), checked, today) }, 200);
  });
  app.openapi(documented(app, remove), async (c) => {
    const user = await requireSession(auth, c);
    await removeShoppingItem(db, user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
