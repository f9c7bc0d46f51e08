import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { writeAccessLine } from '../log/access-line.ts';
import type { Logger } from '../logger.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
}

const INBOUND_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (a trusted-looking inbound X-Request-Id is kept, so a proxy's id follows
 * the request), a child logger that carries it, and one access-log line when the response is ready.
 * Only the path is logged: query strings can carry tokens.
 */
export function requestContext(logger: Logger) {
  return createMiddleware<{ Variables: AppVariables }>(async (c, next) => {
    const inbound = c.req.header('x-request-id');
    const requestId = inbound && INBOUND_ID.test(inbound) ? inbound : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    // Before the route answers, so its response carries the id from the start (security-headers.ts).
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    if (!c.res.headers.has('x-request-id')) c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    // 503 is the database or a provider being away: said once by their monitors, not per request.
    if (status >= 500 && status !== 503) log.error(line, 'request failed');
    else writeAccessLine(log, line);
  });
}
