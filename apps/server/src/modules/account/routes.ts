import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { accountExport, meAnswer } from '@larder/domain/api/account';
import { deleteAccountSchema } from '@larder/domain/auth';
import type { AppEnv } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { currentUser, requireAccount } from '../auth/current-user.ts';
import { isPro } from '../recipes/allowance.ts';
import { hasShownRecipes } from '../recipes/repository.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { deleteQueuedFiles } from '../uploads/service.ts';
import { accountRecords, deleteUserRow, primaryProvider } from './repository.ts';
import { userDataOwners } from './user-data.ts';

const tags = ['Account'];
const me = createRoute({
  method: 'get',
  path: '/me',
  tags,
  summary: 'Who is signed in, whether they have recipes yet and whether they own Pro',
  responses: { 200: jsonAnswer(meAnswer, 'The signed-in user'), ...errorResponses(401, 503) },
});
const exportData = createRoute({
  method: 'get',
  path: '/account/export',
  tags,
  summary: "All of the cook's data as a JSON download",
  responses: {
    200: jsonAnswer(accountExport, 'The data (Content-Disposition: attachment)'),
    ...errorResponses(401, 503),
  },
});
const deleteAccount = createRoute({
  method: 'delete',
  path: '/account',
  tags,
  summary: 'Delete the account and all its data',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 413, 503) },
});

/** `/api/me`, `/api/account/export`, `DELETE /api/account`. */
export function accountRoutes(auth: Auth, db: Db, storage: ObjectStorage) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, me), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await currentUser(auth, c);
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
    const answer = {
      user: {
        ...user,
        createdAt: user.createdAt.toISOString(),
        provider: await primaryProvider(db, user.id),
      },
      hasRecipes: await hasShownRecipes(db, user.id),
      isPro: isPro(user),
    };
    return c.json(answer, 200);
  });
  app.openapi(documented(app, exportData), async (c) => {
    const user = await requireAccount(auth, c);
    const account = await accountRecords(db, user.id);
    const data: Record<string, unknown> = {};
    for (const owner of userDataOwners()) data[owner.name] = await owner.exportFor(db, user.id);
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Disposition',
      `attachment; filename="larder-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json({ exportedAt: new Date().toISOString(), account, ...data }, 200);
  });
  app.openapi(documented(app, deleteAccount), async (c) => {
    const user = await requireAccount(auth, c);
    await parseJsonBody(c, deleteAccountSchema);
    // Rows first, in one transaction that also queues the account's files for deletion; then the files.
    // A file the store cannot delete now stays queued (and logged) for a later pass: the account is
    // gone either way.
    await db.transaction(async (tx) => {
      for (const owner of userDataOwners()) await owner.deleteFor(tx as unknown as Db, user.id);
      await deleteUserRow(tx as unknown as Db, user.id);
    });
    await deleteQueuedFiles({ db, storage, log: c.get('log') }).catch((error: unknown) => {
      c.get('log').warn(
        { err: error instanceof Error ? error.message : String(error) },
        'files of the deleted account are queued; the next sweep deletes them',
      );
    });
    return c.body(null, 204);
  });
  return app;
}
