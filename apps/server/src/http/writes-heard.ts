import type { MiddlewareHandler } from 'hono';
import type { ChangeListener } from '../platform/changes/change-listener.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have changed something answers only once this server has heard its changes
 * (`ChangeListener.sync`), so the cook's next request, here, never reads a cached session or pantry from
 * before them. Reads pass straight through.
 */
export function writesHeard(changes: Pick<ChangeListener, 'sync'> | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (changes && !READS.has(c.req.method)) await changes.sync();
  };
}
