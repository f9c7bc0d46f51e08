import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { accountExport, meAnswer } from '@larder/domain/api/account';
import { deleteAccountSchema } from '@larder/domain/auth';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { currentUser, requireAccount } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteAccount, describeUser, exportAccount } from './service.ts';

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
const removeAccount = createRoute({
  method: 'delete',
  path: '/account',
  tags,
  summary: 'Delete the account and all its data',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 413, 503) },
});

/** `/api/me`, `/api/account/export`, `DELETE /api/account`. */
export function accountRoutes(auth: Auth, db: Db, storage: ObjectStorage, now: () => number) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, me), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await currentUser(auth, c);
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
    return c.json(await describeUser(db, user, new Date(now())), 200);
  });
  app.openapi(documented(app, exportData), async (c) => {
    const user = await requireAccount(auth, c);
    const exported = await exportAccount(db, user.id);
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Disposition',
      `attachment; filename="larder-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json(exported, 200);
  });
  app.openapi(documented(app, removeAccount), async (c) => {
    const user = await requireAccount(auth, c);
    await parseJsonBody(c, deleteAccountSchema);
    await deleteAccount({ db, storage, log: c.get('log') }, user.id);
    return c.body(null, 204);
  });
  return app;
}
