import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { cookDay } from '../../http/cook-day.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession } from '../auth/current-user.ts';
import { addOwnItem, listShopping, removeShoppingItem, setChecked } from './service.ts';
import { addItemBody, updateItemBody } from './shopping-input.ts';

export interface ShoppingRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
}

/** `/api/shopping-list`: the plan's needs less the pantry, and the cook's own items. */
export function shoppingRoutes({ auth, db, now }: ShoppingRouteDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Before the answer exists: set after, Hono would copy the whole response to add it.
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => {
      const user = await requireSession(auth, c);
      return c.json({ items: await listShopping(db, user.id) });
    })
    .post('/items', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, addItemBody);
      return c.json({ item: await addOwnItem(db, user.id, body) }, 201);
    })
    .patch('/items/:id', async (c) => {
      const user = await requireSession(auth, c);
      const { checked } = await parseJsonBody(c, updateItemBody);
      const today = cookDay(c, now).today;
      return c.json({ item: await setChecked(db, user.id, c.req.param('id'), checked, today) });
    })
    .delete('/items/:id', async (c) => {
      const user = await requireSession(auth, c);
      await removeShoppingItem(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
