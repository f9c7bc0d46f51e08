import { AUTH_MESSAGES } from '@larder/domain/auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../rate-limit/service.ts';
import { authInputProblem } from './auth-input.ts';
import { passwordProblem } from './password-policy.ts';
import { isEmailTaken, resetTokenOwner } from './repository.ts';
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
  '/verify-password': rule('auth-verify-password', 20, 10),
  '/send-verification-email': rule('auth-send-verification', 10, 60),
  '/change-email': rule('auth-change-email', 10, 60),
  '/sign-in/anonymous': rule('auth-anonymous', 60, 60),
  '/sign-in/social': rule('auth-social', 20, 10),
};
/** A tighter limit per email address for password guessing. */
export const SIGN_IN_PER_EMAIL = rule('auth-sign-in-email', 10, 10);
/** Mail Larder sends to an address on request: per address, whoever asks. */
export const MAIL_PER_ADDRESS = rule('auth-mail-address', 3, 60);

const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Requests that mail an address given in the body (better-auth path → the body's address field). */
const MAILS_ADDRESS: Record<string, string> = {
  '/send-verification-email': 'email',
  '/change-email': 'newEmail',
};

function tooMany(message: string, retryAfterSeconds: number, code = 'RATE_LIMITED'): APIError {
  return new APIError('TOO_MANY_REQUESTS', { message, code }, { 'Retry-After': String(retryAfterSeconds) });
}

const badRequest = (message: string, code: string) => new APIError('BAD_REQUEST', { message, code });

/**
 * Runs before every better-auth endpoint: input bounds, rate limits (per client, and per address for
 * sign-in and for anything that sends mail), the password policy, the reset cooldown, and Apple's
 * identity-token-only sign-in.
 */
export function authGuards(db: Db, rateLimiter: RateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const problem = authInputProblem(ctx.path, body);
    if (problem) throw badRequest(problem.message, problem.code);

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
    const mailed = MAILS_ADDRESS[ctx.path];
    if (mailed) await guardMailRequest(ctx, body, mailed, rateLimiter);

    // Apple is set up for the native identity-token flow only (no client secret): its web redirect
    // would fail inside better-auth with a 500.
    if (ctx.path === '/sign-in/social' && body.provider === 'apple' && !body.idToken)
      throw badRequest(
        'Sign in with Apple works from the Larder app only (POST /api/auth/sign-in/apple-id-token).',
        'APPLE_ID_TOKEN_REQUIRED',
      );
    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (typeof password === 'string') {
      const weak = passwordProblem(password, await passwordOwner(ctx, db, body));
      if (weak) throw badRequest(weak.message, weak.code);
    }
    // The spec asks to tell people an address is taken ("This email is already registered"), which
    // better-auth hides when confirmation is required; the per-address rate limit above bounds probing.
    if (ctx.path === '/sign-up/email' && email && (await isEmailTaken(db, email)))
      throw new APIError('UNPROCESSABLE_ENTITY', {
        message: AUTH_MESSAGES.accountExists,
        code: 'USER_ALREADY_EXISTS',
      });
    if (ctx.path === '/request-password-reset' && email) {
      const slot = await claimResetSlot(db, email);
      if (!slot.allowed) throw tooMany(AUTH_MESSAGES.resetTooSoon, slot.retryAfterSeconds, 'RESET_COOLDOWN');
    }
  });
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Confirmation mail on request: only for a signed-in account (an anonymous session has no address to
 * change), and at most MAIL_PER_ADDRESS an hour to any one address, whoever asks.
 */
async function guardMailRequest(
  ctx: AuthContext,
  body: Record<string, unknown>,
  field: string,
  rateLimiter: RateLimiter,
): Promise<void> {
  if (ctx.path === '/change-email') {
    const session = await getSessionFromCtx(ctx);
    if (!session || (session.user as { isAnonymous?: boolean | null }).isAnonymous)
      throw new APIError('FORBIDDEN', {
        message: 'Create an account before changing its email address.',
        code: 'ACCOUNT_REQUIRED',
      });
  }
  const address = typeof body[field] === 'string' ? (body[field] as string).trim().toLowerCase() : '';
  if (!address) return;
  const decision = await rateLimiter.check(MAIL_PER_ADDRESS, address);
  if (!decision.allowed)
    throw tooMany(
      'We already sent several emails to this address. Please wait before asking again.',
      decision.retryAfterSeconds,
    );
}

/** Whose new password this is, so it can be checked against their email and name. */
async function passwordOwner(ctx: AuthContext, db: Db, body: Record<string, unknown>) {
  if (ctx.path === '/sign-up/email')
    return { email: body.email as string | undefined, name: body.name as string | undefined };
  if (ctx.path === '/reset-password' && typeof body.token === 'string')
    return (await resetTokenOwner(db, body.token)) ?? {};
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx);
    return session ? { email: session.user.email, name: session.user.name } : {};
  }
  return {};
}
