import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../../http/client-address.ts';
import { parseJsonBody } from '../../http/validation.ts';
import { CLIENT_IP_HEADER } from './auth-guards.ts';
import type { Auth } from './create-auth.ts';

const appleBody = z.object({
  idToken: z.string().min(20, { error: 'idToken is required' }).max(10_000),
  nonce: z.string().min(16, { error: 'nonce is required' }).max(200),
});

/** Passes a request to better-auth with the caller's address in a header only the server sets. */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

/** `/api/auth/*`: better-auth, plus the native Apple sign-in with an identity token and nonce. */
export function authRoutes(auth: Auth, options: { trustProxy: boolean; appleConfigured: boolean }) {
  return new Hono()
    .post('/sign-in/apple-id-token', async (c) => {
      if (!options.appleConfigured) {
        return c.json(
          { code: 'APPLE_NOT_CONFIGURED', message: 'Sign in with Apple is not set up on this server.' },
          400,
        );
      }
      const { idToken, nonce } = await parseJsonBody(c, appleBody);
      const request = withClientIp(
        new Request(new URL('/api/auth/sign-in/social', c.req.url), {
          method: 'POST',
          headers: c.req.raw.headers,
          body: JSON.stringify({ provider: 'apple', idToken: { token: idToken, nonce } }),
        }),
        clientAddress(c, options.trustProxy),
      );
      return auth.handler(request);
    })
    .all('/*', (c) => auth.handler(withClientIp(c.req.raw, clientAddress(c, options.trustProxy))));
}
