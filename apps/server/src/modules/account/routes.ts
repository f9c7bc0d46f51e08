import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser, requireAccount } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteAccount, describeUser, exportAccount } from './service.ts';

const deleteBody = z.object({ confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }) });

/** `/api/me`, `/api/account/export`, `DELETE /api/account`. */
export function accountRoutes(auth: Auth, db: Db, storage: ObjectStorage) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      c.header('Cache-Control', 'no-store');
      const user = await currentUser(auth, c);
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      return c.json(await describeUser(db, user));
    })
    .get('/account/export', async (c) => {
      const user = await requireAccount(auth, c);
      const exported = await exportAccount(db, user.id);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="larder-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      return c.json(exported);
    })
    .delete('/account', async (c) => {
      const user = await requireAccount(auth, c);
      await parseJsonBody(c, deleteBody);
      await deleteAccount({ db, storage, log: c.get('log') }, user.id);
      return c.body(null, 204);
    });
}
