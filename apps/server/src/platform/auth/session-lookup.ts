import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { PreparedJson, sendPrepared } from '../../http/prepared-json.ts';
import type { Auth } from './create-auth.ts';
import type { FoundSession, SessionCache } from './session-cache.ts';

const caches = new WeakMap<Auth, SessionCache>();

/** Lets this better-auth instance's session lookups go through the cache (server.ts). */
export function useSessionCache(auth: Auth, cache: SessionCache): void {
  caches.set(auth, cache);
}

/** What identifies the asker to better-auth: its Authorization and Cookie headers (the bearer plugin reads the first). */
function credentialOf(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  const cookie = headers.get('cookie');
  return authorization || cookie ? `${authorization ?? ''}\n${cookie ?? ''}` : null;
}

/** The request's session (cookie or bearer token), from the cache when it holds it, else from better-auth. */
export async function findSession(auth: Auth, headers: Headers): Promise<FoundSession | null> {
  const cache = caches.get(auth);
  const key = cache?.live ? credentialOf(headers) : null;
  if (!cache || !key) return auth.api.getSession({ headers });
  const kept = cache.get(key);
  if (kept) return kept.session;
  return cache.loadSession(key, () => auth.api.getSession({ headers }));
}

const SESSION_HEADERS = {
  'Cache-Control': 'no-store',
  Pragma: 'no-cache',
};

/**
 * `GET /api/auth/get-session` from the cache: the same answer better-auth gives (its JSON, and on a
 * lookup its headers: a renewed or cleared cookie). Null when better-auth should answer itself: no
 * cache in use, query options, no credential, or a refusal better-auth shapes (an APIError).
 */
export async function sessionAnswer(auth: Auth, c: Context): Promise<Response | null> {
  const cache = caches.get(auth);
  const headers = c.req.raw.headers;
  const key = cache?.live && !c.req.url.includes('?') ? credentialOf(headers) : null;
  if (!cache || !key) return null;
  const kept = cache.get(key);
  if (kept) {
    kept.answer ??= new PreparedJson(kept.session);
    return sendPrepared(c, kept.answer, 200, SESSION_HEADERS);
  }
  let answer: { headers: Headers; response: FoundSession | null };
  try {
    let answerHeaders = new Headers();
    const session = await cache.loadSession(key, async () => {
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      answerHeaders = result.headers;
      return result.response;
    });
    answer = { headers: answerHeaders, response: session };
  } catch (error) {
    if (error instanceof APIError) return null;
    throw error;
  }
  const response = c.json(answer.response, 200, { 'Content-Type': 'application/json', ...SESSION_HEADERS });
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie' || name === 'content-type' || name === 'content-length') continue;
    response.headers.set(name, value);
  }
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}
