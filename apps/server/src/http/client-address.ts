import { createHash } from 'node:crypto';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address: the proxy's X-Forwarded-For when trusted, else the socket's peer. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The caller's address as a key that does not keep it (rate limits, reports): 32 hex of its SHA-256. */
export function hashedClientAddress(c: Context, trustProxy: boolean): string {
  return createHash('sha256').update(clientAddress(c, trustProxy)).digest('hex').slice(0, 32);
}
