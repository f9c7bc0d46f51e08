import { cors } from 'hono/cors';

/**
 * The native apps' own pages: Capacitor serves the bundled web app from `capacitor://localhost` on iOS
 * and `https://localhost` on Android, and calls this server across origins with a bearer token.
 */
export const NATIVE_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

/**
 * Lets the native apps call `/api` across origins: only their two origins, no cookies (their session is
 * the bearer token), and the answer headers they read — better-auth's `set-auth-token` (the token a
 * sign-in issues) and `Retry-After`.
 */
export function nativeCors() {
  return cors({
    origin: [...NATIVE_APP_ORIGINS],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['authorization', 'content-type', 'accept', 'x-timezone'],
    exposeHeaders: ['set-auth-token', 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
}
