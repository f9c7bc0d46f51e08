import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import { userCounts } from '../account/repository.ts';

/** `/api/admin/*`: admins only; the role is checked here, on the server, for every request. */
export function adminRoutes(auth: Auth, db: Db) {
  return new Hono().get('/overview', async (c) => {
    const user = await requireAccount(auth, c);
    if (user.role !== 'admin') throw new AppError('forbidden', "You don't have access to the admin area.");
    c.header('Cache-Control', 'no-store');
    return c.json({ users: await userCounts(db) });
  });
}
