import { createMiddleware } from 'hono/factory';

/** Answers about one cook's own data are never kept by a browser or a proxy. */
export const noStore = createMiddleware(async (c, next) => {
  // Before the answer exists: set after, Hono would copy the whole response to add it.
  c.header('Cache-Control', 'no-store');
  await next();
});
