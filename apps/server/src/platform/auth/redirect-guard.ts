import { safeSitePath } from '@larder/domain/site-path';

/** Where better-auth may be told to send someone afterwards, in a query or a JSON body. */
const REDIRECT_FIELDS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo', 'returnTo'];
/** Anything else becomes this: the app's start, which sends the person on from there. */
const SAFE_DEFAULT = '/';
/** The only answers that may send a browser to another site: the start of an OAuth sign-in. */
const OAUTH_STARTS = /^\/api\/auth\/(?:sign-in\/social|sign-in\/oauth2|link-social|oauth2\/link)$/;

const safe = (value: unknown) => safeSitePath(value) ?? SAFE_DEFAULT;

/**
 * Rewrites every return path a request carries to a path on this site (site-path.ts), before
 * better-auth reads it: `/a/..//evil.example`, `/./%2F/evil.example` or `https://evil.example` all
 * become "/". Returns the request unchanged when there was nothing to rewrite.
 */
export async function withSafeReturnPaths(request: Request): Promise<Request> {
  const url = new URL(request.url);
  let changed = false;
  for (const field of REDIRECT_FIELDS) {
    const values = url.searchParams.getAll(field);
    if (values.length === 0) continue;
    const kept = safe(values[0]);
    if (values.length > 1 || kept !== values[0]) {
      url.searchParams.set(field, kept);
      changed = true;
    }
  }
  let body: string | undefined;
  if (request.body && (request.headers.get('content-type') ?? '').includes('json')) {
    const text = await request.clone().text();
    const rewritten = rewriteBody(text);
    if (rewritten !== undefined) {
      body = rewritten;
      changed = true;
    }
  }
  if (!changed) return request;
  const headers = new Headers(request.headers);
  if (body !== undefined) headers.delete('content-length');
  return new Request(url, {
    method: request.method,
    headers,
    body: body ?? (request.body ? await request.clone().arrayBuffer() : undefined),
  });
}

function rewriteBody(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const body = parsed as Record<string, unknown>;
  let changed = false;
  for (const field of REDIRECT_FIELDS) {
    if (!(field in body) || body[field] === undefined || body[field] === null) continue;
    const kept = safe(body[field]);
    if (kept !== body[field]) {
      body[field] = kept;
      changed = true;
    }
  }
  return changed ? JSON.stringify(body) : undefined;
}

/**
 * The last check on what better-auth answers: a Location on another site, or one a browser would read
 * as another site ("//evil.example"), becomes this site's start instead. OAuth starts may go to the
 * provider.
 */
export function withSafeLocation(response: Response, path: string, publicUrl: string): Response {
  const location = response.headers.get('location');
  if (!location || OAUTH_STARTS.test(path)) return response;
  const origin = new URL(publicUrl).origin;
  let target: string = SAFE_DEFAULT;
  if (URL.canParse(location, `${origin}/`)) {
    const resolved = new URL(location, `${origin}${path}`);
    const sitePath = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (resolved.origin === origin) target = safe(sitePath);
    // A path on this site, written as it was (relative or absolute), is left alone.
    if (target === sitePath && (location === sitePath || location === `${origin}${sitePath}`))
      return response;
  }
  const headers = new Headers(response.headers);
  headers.set('location', target);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
