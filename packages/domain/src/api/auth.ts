import * as z from 'zod/mini';

/**
 * better-auth's answers under `/api/auth`, as far as the web app reads them. better-auth documents its
 * own routes (its OpenAPI plugin); these check the parts the app relies on.
 */

/** A user as better-auth answers it; fields an older session may lack are optional. */
export const authUser = z.object({
  id: z.string(),
  email: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  isAnonymous: z.optional(z.nullable(z.boolean())),
  role: z.optional(z.nullable(z.string())),
  emailVerified: z.optional(z.nullable(z.boolean())),
  createdAt: z.optional(z.nullable(z.string())),
});
export type AuthUser = z.infer<typeof authUser>;

/** `GET /api/auth/get-session`: `{ session, user }`, or null without a session. */
export const sessionResponse = z.nullable(z.object({ user: z.optional(authUser) }));

/** `POST /api/auth/sign-in/anonymous`, `/sign-in/email`, `/sign-in/apple-id-token`: the user signed in. */
export const signInResponse = z.object({ user: authUser });

/**
 * `POST /api/auth/sign-up/email`: `token` is null when the address must be confirmed first (a
 * confirmation mail went out, no session yet); otherwise the new session's token.
 */
export const signUpResponse = z.object({ token: z.nullable(z.string()), user: z.object({ id: z.string() }) });

/** `POST /api/auth/sign-in/oauth2`: the provider's address to go to. */
export const oauthRedirectResponse = z.object({ url: z.string() });

/**
 * `{ status: true }`: `/request-password-reset` (whether or not the address has an account),
 * `/reset-password`, `/change-email`, `/revoke-sessions`, `/verify-email`.
 */
export const statusResponse = z.object({ status: z.boolean() });

/** `POST /api/auth/sign-out`. */
export const signOutResponse = z.object({ success: z.boolean() });

/** `POST /api/auth/change-password`: the new session's token (null unless other sessions were revoked). */
export const changePasswordResponse = z.object({ token: z.nullable(z.string()) });
