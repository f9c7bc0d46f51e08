import '../zod.ts';
import { z } from 'zod';

/**
 * Larder's own endpoints under `/api/auth` (better-auth's are described by its openAPI plugin): the native
 * Apple sign-in with an identity token, and the contract's Google start.
 */

/** `POST /api/auth/sign-in/apple-id-token`: the identity token from the iOS app and the raw nonce. */
export const appleSignInBody = z
  .object({
    idToken: z
      .string({ error: 'idToken is required' })
      .min(20, { error: 'idToken is required' })
      .max(10_000, { error: 'idToken is too long' }),
    nonce: z
      .string({ error: 'nonce is required' })
      .min(16, { error: 'nonce must be the raw nonce the app generated (at least 16 characters)' })
      .max(200, { error: 'nonce is too long' }),
  })
  .meta({ id: 'AppleSignIn' });

const returnUrl = z.string().max(2000).optional();

/** `POST /api/auth/sign-in/oauth2`: start Google sign-in; the return paths must be paths on this site. */
export const oauthSignInBody = z
  .object({
    providerId: z.literal('google', { error: 'providerId must be "google"' }),
    callbackURL: returnUrl,
    newUserCallbackURL: returnUrl,
    errorCallbackURL: returnUrl,
  })
  .meta({ id: 'OAuthSignIn' });

/** The session better-auth made (the native app keeps `token`, also in the `set-auth-token` header). */
export const signedInAnswer = z
  .object({ redirect: z.boolean(), token: z.string(), user: z.looseObject({ id: z.string() }) })
  .meta({ id: 'SignedIn' });

/** Where to send the cook to sign in with Google. */
export const oauthStartAnswer = z
  .object({ url: z.string(), redirect: z.boolean() })
  .meta({ id: 'OAuthStart' });

/** better-auth's own errors: `{ code, message }`. */
export const authErrorSchema = z
  .object({ code: z.string().optional(), message: z.string() })
  .meta({ id: 'AuthError' });

/*
 * better-auth's answers as far as the web app reads them (its openAPI plugin describes them whole in the
 * document); the web app checks the parts it relies on.
 */

/** A user as better-auth answers it; fields an older session may lack are optional. */
export const authUser = z.object({
  id: z.string(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  isAnonymous: z.boolean().nullish(),
  role: z.string().nullish(),
  emailVerified: z.boolean().nullish(),
  createdAt: z.string().nullish(),
});
export type AuthUser = z.infer<typeof authUser>;

/** `GET /api/auth/get-session`: `{ session, user }`, or null without a session. */
export const sessionAnswer = z.object({ user: authUser.optional() }).nullable();

/** `POST /api/auth/sign-in/anonymous`, `/sign-in/email`, `/sign-in/apple-id-token`: the user signed in. */
export const signInAnswer = z.object({ user: authUser });

/**
 * `POST /api/auth/sign-up/email`: `token` is null when the address must be confirmed first (a
 * confirmation mail went out, no session yet); otherwise the new session's token.
 */
export const signUpAnswer = z.object({ token: z.string().nullable(), user: z.object({ id: z.string() }) });

/** `POST /api/auth/sign-in/oauth2`: the provider's address to go to. */
export const oauthRedirectAnswer = z.object({ url: z.string() });

/**
 * `{ status: true }`: `/request-password-reset` (whether or not the address has an account),
 * `/reset-password`, `/change-email`, `/revoke-sessions`, `/verify-email`.
 */
export const statusAnswer = z.object({ status: z.boolean() });

/** `POST /api/auth/sign-out`. */
export const signOutAnswer = z.object({ success: z.boolean() });

/** `POST /api/auth/change-password`: the new session's token (null unless other sessions were revoked). */
export const changePasswordAnswer = z.object({ token: z.string().nullable() });
