import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, anonymous, bearer, genericOAuth, openAPI } from 'better-auth/plugins';
import { account, session, user, verification } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { cookDayAt } from '../../http/cook-day.ts';
import { NATIVE_APP_ORIGINS } from '../../http/native-cors.ts';
import { trustedOrigins as allowedOrigins } from '../../http/origin-check.ts';
import type { Logger } from '../../logger.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import { moveAnonymousData } from './account-linking.ts';
import { appleIdTokenVerifier } from './apple-id-token.ts';
import { accountEmails, returnPathFrom } from './auth-emails.ts';
import { authGuards } from './auth-guards.ts';
import { betterAuthLogger } from './better-auth-logger.ts';
import { disabledAccountsHaveNoSession } from './disabled-accounts.ts';

/** The openAPI plugin's own endpoints, switched off over HTTP: Larder serves one document. */
export const OPENAPI_PLUGIN_PATHS = ['/open-api/generate-schema', '/reference'] as const;

/**
 * The admin plugin's endpoints, switched off over HTTP: the plugin keeps the role and the disabled (banned)
 * state that sign-in checks, and Larder's `/api/admin` changes them, each change in the audit log.
 */
export const AUTH_ADMIN_PATHS = [
  '/admin/ban-user',
  '/admin/create-user',
  '/admin/get-user',
  '/admin/has-permission',
  '/admin/impersonate-user',
  '/admin/list-user-sessions',
  '/admin/list-users',
  '/admin/remove-user',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/set-role',
  '/admin/set-user-password',
  '/admin/stop-impersonating',
  '/admin/unban-user',
  '/admin/update-user',
] as const;

/** better-auth paths not served over HTTP, nor described in the API document. */
export const DISABLED_AUTH_PATHS: readonly string[] = [...OPENAPI_PLUGIN_PATHS, ...AUTH_ADMIN_PATHS];

export type AuthEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_DISCOVERY_URL'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_JWKS_URL'
>;

export interface AuthDeps {
  db: Db;
  env: AuthEnv;
  secret: string;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Told about every error inside better-auth; true when it was the database being unreachable. */
  noteDatabaseFailure?: (error: unknown) => boolean;
  /** The clock: the cook's day when an anonymous cook's data meets their account's. */
  now?: () => number;
}

const DAY = 24 * 60 * 60;

/** better-auth, set up for Larder: email and password with confirmation, anonymous first, Google, Apple. */
export function createAuth({
  db,
  env,
  secret,
  rateLimiter,
  logger,
  noteDatabaseFailure = () => false,
  now = Date.now,
}: AuthDeps) {
  const emails = accountEmails(db, env.PUBLIC_URL, { rateLimiter, logger });
  // Without a mail server no confirmation link can reach anyone: accounts are ready at once then
  // (README, mail-setup.ts). With SMTP_URL, an address must be confirmed before it signs in.
  const confirmEmails = Boolean(env.SMTP_URL);
  // The native apps sign in from their own pages, a cross-site fetch better-auth checks (Fetch Metadata);
  // they carry no cookie, so Larder's own cross-site guard (http/origin-check.ts) never trusts them.
  const trustedOrigins = [...allowedOrigins(env), ...NATIVE_APP_ORIGINS];

  return betterAuth({
    appName: 'Larder',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    // better-auth's endpoints are described in GET /api/openapi.json (the openAPI plugin below), one
    // document for the whole API; the plugin's own schema and reference pages are not served, nor the
    // admin plugin's endpoints (Larder's /api/admin is the audited way).
    disabledPaths: [...DISABLED_AUTH_PATHS],
    // better-auth skips its origin (CSRF) check when it detects a test run; Larder checks everywhere,
    // so the tests exercise what production runs.
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Larder's own limits (auth-guards.ts) count in PostgreSQL; better-auth's in-memory ones would not
    // hold across instances.
    rateLimit: { enabled: false },
    // An OAuth callback whose state cannot be read (tampered, expired, replayed) cannot know the flow's
    // errorCallbackURL; it lands on Larder's sign-in screen, which shows `?error=`, instead of
    // better-auth's own error page.
    onAPIError: {
      errorURL: '/auth',
      // A fault inside better-auth (not a refusal it answers itself) is thrown on to Larder's one onError:
      // a 503 when the database is unreachable, else a 500 logged through Larder's logger, which hides
      // secrets. Otherwise its router prints the error, query parameters and all, to stderr.
      throw: true,
    },
    logger: betterAuthLogger(logger, noteDatabaseFailure),
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    user: { changeEmail: { enabled: true } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: confirmEmails,
      autoSignIn: !confirmEmails,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => emails.resetPassword(account.email, token),
    },
    emailVerification: {
      sendOnSignUp: confirmEmails,
      sendOnSignIn: confirmEmails,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: account, token, url }) =>
        emails.confirmEmail(account.email, token, returnPathFrom(url)),
    },
    socialProviders: env.APPLE_CLIENT_ID
      ? {
          apple: {
            clientId: env.APPLE_CLIENT_ID,
            clientSecret: '',
            verifyIdToken: appleIdTokenVerifier({
              clientId: env.APPLE_CLIENT_ID,
              jwksUrl: env.APPLE_JWKS_URL,
            }),
          },
        }
      : {},
    hooks: { before: authGuards(db, rateLimiter), after: disabledAccountsHaveNoSession },
    plugins: [
      anonymous({
        emailDomainName: 'anonymous.larder.invalid',
        onLinkAccount: async ({ anonymousUser, newUser, ctx }) => {
          const { today } = cookDayAt(now(), ctx.headers?.get('x-timezone') ?? undefined);
          const moved = await moveAnonymousData(db, anonymousUser.user.id, newUser.user.id, today);
          logger.info({ moved }, 'anonymous data moved to the account');
        },
      }),
      admin(),
      bearer(),
      // Describes better-auth's endpoints for GET /api/openapi.json; its reference page loads scripts from
      // a CDN, which the content security policy forbids, so it is off too (decision 017).
      openAPI({ disableDefaultReference: true }),
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  clientId: env.GOOGLE_CLIENT_ID,
                  clientSecret: env.GOOGLE_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
