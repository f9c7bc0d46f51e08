import { AUTH_MESSAGES } from '@larder/domain/auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../rate-limit/service.ts';
import { passwordProblem } from './password-policy.ts';
import { claimResetSlot } from './reset-cooldown.ts';

/** Set by the HTTP layer from the socket (or the trusted proxy); never taken from the client. */
export const CLIENT_IP_HEADER = 'x-larder-client-ip';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const rule = (name: string, limit: number, minutes: number): RateRule => ({
  name,
  limit,
  windowMs: minutes * 60_000,
  message: TOO_MANY,
});

/** Per-address limits, by better-auth path. Counted in PostgreSQL, so they hold across restarts and instances. */
export const AUTH_RATE_RULES: Record<string, RateRule> = {
  '/sign-in/email': rule('auth-sign-in', 20, 10),
  '/sign-up/email': rule('auth-sign-up', 10, 60),
  '/request-password-reset': rule('auth-reset-request', 20, 60),
  '/reset-password': rule('auth-reset', 20, 10),
  '/change-password': rule('auth-change-password', 20, 10),
  '/sign-in/anonymous': rule('auth-anonymous', 60, 60),
  '/sign-in/social': rule('auth-social', 20, 10),
};
/** A tighter limit per email address for password guessing. */
export const SIGN_IN_PER_EMAIL = rule('auth-sign-in-email', 10, 10);

const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

function tooMany(message: string, retryAfterSeconds: number, code = 'RATE_LIMITED'): APIError {
  return new APIError('TOO_MANY_REQUESTS', { message, code }, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Runs before every better-auth endpoint: rate limits, the password policy, the reset cooldown, and Apple's
 * identity-token-only sign-in.
 */
export function authGuards(db: Db, rateLimiter: RateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
    const limit = AUTH_RATE_RULES[ctx.path];
    if (limit) {
      const decision = await rateLimiter.check(limit, ip);
      if (!decision.allowed) throw tooMany(limit.message, decision.retryAfterSeconds);
    }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
    if (ctx.path === '/sign-in/email' && email) {
      const decision = await rateLimiter.check(SIGN_IN_PER_EMAIL, email);
      if (!decision.allowed) throw tooMany(SIGN_IN_PER_EMAIL.message, decision.retryAfterSeconds);
    }
    // Apple is set up for the native identity-token flow only (no client secret): its web redirect
    // would fail inside better-auth with a 500.
    if (ctx.path === '/sign-in/social' && body.provider === 'apple' && !body.idToken)
      throw new APIError('BAD_REQUEST', {
        message: 'Sign in with Apple works from the Larder app only (POST /api/auth/sign-in/apple-id-token).',
        code: 'APPLE_ID_TOKEN_REQUIRED',
      });
    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (typeof password === 'string') {
      const problem = passwordProblem(password);
      if (problem) throw new APIError('BAD_REQUEST', { message: problem.message, code: problem.code });
    }
    // The spec asks to tell people an address is taken ("This email is already registered"), which
    // better-auth hides when confirmation is required; the per-address rate limit above bounds probing.
    if (ctx.path === '/sign-up/email' && email) {
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
      if (taken)
        throw new APIError('UNPROCESSABLE_ENTITY', {
          message: AUTH_MESSAGES.accountExists,
          code: 'USER_ALREADY_EXISTS',
        });
    }
    if (ctx.path === '/request-password-reset' && email) {
      const slot = await claimResetSlot(db, email);
      if (!slot.allowed) throw tooMany(AUTH_MESSAGES.resetTooSoon, slot.retryAfterSeconds, 'RESET_COOLDOWN');
    }
  });
}
