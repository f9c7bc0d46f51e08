import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser, requireAccount } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteQueuedFiles } from '../../platform/uploads/service.ts';
import { userDataOwners } from '../../platform/user-data/registry.ts';
import { isPro } from '../recipes/allowance.ts';
import { hasShownRecipes } from '../recipes/repository.ts';
import { accountRecords, deleteUserRow, primaryProvider } from './repository.ts';

const deleteBody = z.object({ confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }) });

/** `/api/me`, `/api/account/export`, `DELETE /api/account`. */
export function accountRoutes(auth: Auth, db: Db, storage: ObjectStorage) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      c.header('Cache-Control', 'no-store');
      const user = await currentUser(auth, c);
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      return c.json({
        user: { ...user, provider: await primaryProvider(db, user.id) },
        hasRecipes: await hasShownRecipes(db, user.id),
        isPro: isPro(user),
      });
    })
    .get('/account/export', async (c) => {
      const user = await requireAccount(auth, c);
      const data: Record<string, unknown> = { account: await accountRecords(db, user.id) };
      for (const owner of userDataOwners()) data[owner.name] = await owner.exportFor(db, user.id);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="larder-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      return c.json({ exportedAt: new Date().toISOString(), ...data });
    })
    .delete('/account', async (c) => {
      const user = await requireAccount(auth, c);
      await parseJsonBody(c, deleteBody);
      // Rows first, in one transaction that also queues the account's files for deletion; then the files.
      // A file the store cannot delete now stays queued (and logged) for a later pass: the account is
      // gone either way.
      await db.transaction(async (tx) => {
        for (const owner of userDataOwners()) await owner.deleteFor(tx, user.id);
        await deleteUserRow(tx, user.id);
      });
      await deleteQueuedFiles({ db, storage, log: c.get('log') }).catch((error: unknown) => {
        c.get('log').warn(
          { err: error instanceof Error ? error.message : String(error) },
          'files of the deleted account are queued; the next sweep deletes them',
        );
      });
      return c.body(null, 204);
    });
}
