import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { AppError } from './app-error.ts';

/**
 * The pages allowed to send cookie-carrying writes: Larder's own address and Vite's dev server. The native
 * apps send no cookie (a bearer token): they get CORS (http/native-cors.ts), and better-auth trusts
 * their sign-ins (platform/auth/create-auth.ts), but no cookie write from them passes here.
 */
export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  return [
    new URL(env.PUBLIC_URL).origin,
    ...(env.NODE_ENV === 'production' ? [] : ['http://localhost:5173']),
  ];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing `/api` request that carries a cookie, after
 * Go's `http.CrossOriginProtection`: a browser says where a request comes from, in `Sec-Fetch-Site`
 * (every current browser) or `Origin` (every browser since 2020 on a write). `same-origin` and `none`
 * (typed by the user) pass; otherwise the Origin must be one of Larder's own. A foreign or `null`
 * Origin is refused, whatever the body's type. A request with neither header is not from a browser (a
 * script, a test client) and carries no ambient credential a page could borrow. Bearer-token requests
 * (the native app) are exempt too; requests without a cookie carry no session to abuse.
 */
export function originCheck(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const bearer = /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    if (bearer || !c.req.header('cookie')) return next();
    const site = c.req.header('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return next();
    const origin = c.req.header('origin');
    if (origin === undefined && site === undefined) return next();
    if (origin === undefined || !allowed.has(origin)) {
      throw new AppError('forbidden', 'This request did not come from Larder, so it was refused.');
    }
    return next();
  });
}
