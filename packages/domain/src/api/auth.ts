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
