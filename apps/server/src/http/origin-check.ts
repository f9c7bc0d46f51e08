import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { AppError } from './app-error.ts';

/** The pages allowed to send cookie-carrying writes: Larder's own address (and Vite's dev server). */
export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  return [
    new URL(env.PUBLIC_URL).origin,
    ...(env.NODE_ENV === 'production' ? [] : ['http://localhost:5173']),
  ];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing `/api` request that carries a cookie: its
 * Origin must be one of Larder's own. A foreign, `null` or missing Origin is refused, whatever the body's
 * type. Requests that authenticate with a bearer token (the native app) carry no ambient credential and
 * are exempt; requests with neither carry no session to abuse.
 */
export function originCheck(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const bearer = /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    if (bearer || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    if (!origin || !allowed.has(origin)) {
      throw new AppError('forbidden', 'This request did not come from Larder, so it was refused.');
    }
    return next();
  });
}
