import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { cookDay } from '../../http/cook-day.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession } from '../auth/current-user.ts';
import { addItemsBody, updateItemBody } from './pantry-input.ts';
import { addFromText, addItems, listPantry, removeItem, updateItem, useUpItem } from './service.ts';

export interface PantryRouteDeps {
  auth: Auth;
  db: Db;
  now: () => number;
}

/** `/api/pantry`: what the cook has at home (docs/contracts/kitchen-api.md). */
export function pantryRoutes({ auth, db, now }: PantryRouteDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Before the answer exists: set after, Hono would copy the whole response to add it.
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => {
      const user = await requireSession(auth, c);
      return c.json({ items: await listPantry(db, user.id, cookDay(c, now).today) });
    })
    .post('/items', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, addItemsBody);
      const { today } = cookDay(c, now);
      const items =
        body.text === undefined
          ? await addItems(db, user.id, body.items ?? [], today)
          : await addFromText(db, user.id, body.text, today);
      return c.json({ items }, 201);
    })
    .patch('/items/:id', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, updateItemBody);
      const item = await updateItem(db, user.id, c.req.param('id'), body);
      return c.json({ item });
    })
    .delete('/items/:id', async (c) => {
      const user = await requireSession(auth, c);
      await removeItem(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/items/:id/used', async (c) => {
      const user = await requireSession(auth, c);
      await useUpItem(db, user.id, c.req.param('id'), cookDay(c, now).today);
      return c.body(null, 204);
    });
}
