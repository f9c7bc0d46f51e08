import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { headers?: Record<string, string | string[] | undefined> };
}

/**
 * Whether the request carries a body. Served by @hono/node-server, its headers tell (HTTP/1.1 announces
 * a body with Content-Length or Transfer-Encoding): asking `c.req.raw.body` would turn the light request
 * into a full one. Elsewhere (`app.request` in tests) the request itself is asked.
 */
export function hasBody(c: Context): boolean {
  const headers = (c.env as NodeBindings | undefined)?.incoming?.headers;
  if (!headers) return c.req.raw.body !== null;
  const length = headers['content-length'];
  if (typeof length === 'string') return length.trim() !== '0';
  return headers['transfer-encoding'] !== undefined;
}
