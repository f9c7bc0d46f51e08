import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { healthAnswer } from '@larder/domain/api/health';
import { documented, jsonAnswer } from '../../http/openapi.ts';

export interface HealthDeps {
  version: string;
  pingDatabase: () => Promise<boolean>;
}

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: jsonAnswer(healthAnswer, 'Up: `{ status: "ok", db: "up", version }`'),
    503: jsonAnswer(healthAnswer, 'The database does not answer: `{ status: "unavailable", db: "down" }`'),
  },
});

/** `GET /api/health`: 200 when PostgreSQL answers, 503 with `db: "down"` when it does not. */
export function healthRoutes({ version, pingDatabase }: HealthDeps) {
  const app = new OpenAPIHono();
  app.openapi(documented(app, health), async (c) => {
    c.header('Cache-Control', 'no-store');
    const up = await pingDatabase();
    return up
      ? c.json({ status: 'ok', db: 'up', version } as const, 200)
      : c.json({ status: 'unavailable', db: 'down', version } as const, 503);
  });
  return app;
}
