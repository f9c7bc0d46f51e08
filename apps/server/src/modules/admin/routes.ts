import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { adminOverviewAnswer } from '@larder/domain/api/admin';
import type { Db } from '../../db/database.ts';
import { documented, errorResponses, jsonAnswer } from '../../http/openapi.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAdmin } from '../../platform/auth/current-user.ts';
import { userCounts } from '../account/repository.ts';

const overview = createRoute({
  method: 'get',
  path: '/overview',
  tags: ['Admin'],
  summary: 'User counts by role (admins only)',
  responses: { 200: jsonAnswer(adminOverviewAnswer, 'The counts'), ...errorResponses(401, 403, 503) },
});

/** `/api/admin/*`: admins only; the role is checked here, on the server, for every request. */
export function adminRoutes(auth: Auth, db: Db) {
  const app = new OpenAPIHono();
  app.openapi(documented(app, overview), async (c) => {
    await requireAdmin(auth, c);
    c.header('Cache-Control', 'no-store');
    return c.json({ users: await userCounts(db) }, 200);
  });
  return app;
}
