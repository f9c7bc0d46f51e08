import { createMiddleware } from 'hono/factory';

/** Answers about one cook's own data are never kept by a browser or a proxy. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
