import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  appleSignInBody,
  authErrorSchema,
  oauthSignInBody,
  oauthStartAnswer,
  signedInAnswer,
} from '@larder/domain/api/auth';
import { errorBodySchema } from '@larder/domain/api/errors';
import type { Context } from 'hono';
import { z } from 'zod';
import type { DatabaseAvailability } from '../../db/database.ts';
import { databaseUnavailable, errorBody } from '../../http/app-error.ts';
import { clientAddress } from '../../http/client-address.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { parseJsonBody } from '../../http/validation.ts';
import { CLIENT_IP_HEADER } from './auth-guards.ts';
import type { Auth } from './create-auth.ts';
import { withSafeLocation, withSafeReturnPaths } from './redirect-guard.ts';
import { sessionAnswer } from './session-lookup.ts';

const tags = ['Sign-in (Larder)'];
/** Larder's own input errors, or better-auth's `{ code, message }` (APPLE_NOT_CONFIGURED and its own). */
const eitherError = z.union([errorBodySchema, authErrorSchema]);
const appleSignIn = createRoute({
  method: 'post',
  path: '/sign-in/apple-id-token',
  tags,
  summary: "Sign in with Apple from the iOS app: the identity token is checked against Apple's keys",
  request: { body: jsonBody(appleSignInBody) },
  responses: {
    200: jsonAnswer(signedInAnswer, 'Signed in (the session cookie, and the token for the app)'),
    400: jsonAnswer(eitherError, 'A missing or malformed field, or Apple is not set up on this server'),
    401: jsonAnswer(authErrorSchema, 'The token is not valid for this app'),
    ...errorResponses(403, 413, 429, 503),
  },
});
const googleStart = createRoute({
  method: 'post',
  path: '/sign-in/oauth2',
  tags,
  summary: 'Start signing in with Google: answers the address to go to',
  request: { body: jsonBody(oauthSignInBody) },
  responses: {
    200: jsonAnswer(oauthStartAnswer, "Google's sign-in page"),
    400: jsonAnswer(eitherError, 'A malformed field, or Google is not set up on this server'),
    ...errorResponses(403, 413, 429, 503),
  },
});

/** Passes a request to better-auth with the caller's address in a header only the server sets. */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

/** A JSON POST to another better-auth endpoint, with the caller's cookies, origin and address. */
function forwardJson(c: Context, path: string, body: unknown, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const request = new Request(new URL(`/api/auth${path}`, c.req.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return withClientIp(request, clientAddress(c, trustProxy));
}

/**
 * `/api/auth/*`: better-auth, plus the native Apple sign-in with an identity token and nonce, and the
 * contract's Google start, `POST /sign-in/oauth2` → `{ url }`: better-auth 1.7's genericOAuth no longer has
 * that endpoint (its providers go through /sign-in/social and come back on /callback/:id). A plain
 * `GET /get-session` is answered from the session cache when it holds the session (session-lookup.ts).
 */
export function authRoutes(
  auth: Auth,
  options: {
    trustProxy: boolean;
    appleConfigured: boolean;
    database: DatabaseAvailability;
    publicUrl: string;
  },
) {
  /**
   * better-auth, with every return path made safe on the way in and every Location on the way out. Its
   * 404s without a JSON body (an endpoint switched off, like delete-user: Larder's is DELETE /api/account;
   * or a disabled path, answered as plain "Not Found") get the API's error shape.
   */
  const handle = async (c: Context, request: Request) => {
    const response = await auth.handler(await withSafeReturnPaths(request));
    if (response.status === 404 && ['', 'Not Found'].includes((await response.clone().text()).trim())) {
      return c.json(errorBody('not_found', `There is no API route ${c.req.method} ${c.req.path}.`), 404);
    }
    return withSafeLocation(response, c.req.path, options.publicUrl);
  };
  const app = new OpenAPIHono();
  app.use(async (c, next) => {
    await next();
    // better-auth answers a failed query with its own 500; the database going away is a 503 to retry.
    if (c.res.status >= 500 && !options.database.isAvailable()) throw databaseUnavailable();
  });
  // The answers are better-auth's own, so these two are described here and mounted as plain routes.
  documented(app, appleSignIn);
  documented(app, googleStart);
  return app
    .post('/sign-in/apple-id-token', async (c) => {
      if (!options.appleConfigured) {
        return c.json(
          { code: 'APPLE_NOT_CONFIGURED', message: 'Sign in with Apple is not set up on this server.' },
          400,
        );
      }
      const { idToken, nonce } = await parseJsonBody(c, appleSignInBody);
      const body = { provider: 'apple', idToken: { token: idToken, nonce } };
      return handle(c, forwardJson(c, '/sign-in/social', body, options.trustProxy));
    })
    .post('/sign-in/oauth2', async (c) => {
      const { providerId, ...urls } = await parseJsonBody(c, oauthSignInBody);
      const body = { provider: providerId, ...urls, disableRedirect: true };
      return handle(c, forwardJson(c, '/sign-in/social', body, options.trustProxy));
    })
    .get('/get-session', async (c, next) => (await sessionAnswer(auth, c)) ?? next())
    .all('/*', (c) => handle(c, withClientIp(c.req.raw, clientAddress(c, options.trustProxy))));
}
