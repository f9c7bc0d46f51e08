import { Hono } from 'hono';

export interface HealthDeps {
  version: string;
  pingDatabase: () => Promise<boolean>;
}

/** `GET /api/health`: 200 when PostgreSQL answers, 503 with `db: "down"` when it does not. */
export function healthRoutes({ version, pingDatabase }: HealthDeps) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const up = await pingDatabase();
    return up
      ? c.json({ status: 'ok', db: 'up', version } as const, 200)
      : c.json({ status: 'unavailable', db: 'down', version } as const, 503);
  });
}
