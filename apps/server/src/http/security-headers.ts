import { createMiddleware } from 'hono/factory';

/**
 * A strict policy: no inline or third-party scripts, nothing may frame the app. Styles allow inline
 * attributes because React and some UI primitives set element styles; scripts never do. Images may come
 * from any https address: an imported recipe shows its own site's picture (decision 043).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const CSP = 'Content-Security-Policy';
const ONESIGNAL_ORIGINS = 'https://cdn.onesignal.com https://api.onesignal.com https://onesignal.com';
/** Pages: the full set. */
const PAGE_HEADERS: [string, string][] = [
  [CSP, CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=()'],
];
/**
 * API answers (JSON, never a page): what OWASP's REST security cheat sheet asks of an API. Nothing may
 * run in or frame an answer opened on its own; the page-only headers (referrer, opener, permissions) have
 * nothing to act on. A third of a small answer's bytes, and of its cost under load.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS: [string, string][] = [
  [CSP, API_CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Set before the route runs, so the answers the route builds (c.json, c.body) carry them from the start;
 * a header added after a response exists makes Hono copy that response, body and all. An answer made
 * elsewhere (better-auth's) gets them afterwards.
 */
export function securityHeaders(options: { trustProxy: boolean; imageOrigin?: string; oneSignal?: boolean }) {
  // Pictures may also come from where uploads are served (S3), when that is not this server.
  let pagePolicy = options.imageOrigin
    ? CONTENT_SECURITY_POLICY.replace(
        "img-src 'self' data: blob: https:",
        `img-src 'self' data: blob: https: ${options.imageOrigin}`,
      )
    : CONTENT_SECURITY_POLICY;
  // With OneSignal chosen for push, its web SDK loads from its CDN and talks to its API.
  if (options.oneSignal) {
    pagePolicy = pagePolicy
      .replace("script-src 'self'", `script-src 'self' ${ONESIGNAL_ORIGINS}`)
      .replace("style-src 'self'", `style-src 'self' ${ONESIGNAL_ORIGINS}`)
      .replace("connect-src 'self'", `connect-src 'self' ${ONESIGNAL_ORIGINS}`)
      .replace("img-src 'self'", `img-src 'self' ${ONESIGNAL_ORIGINS}`);
  }
  const pageHeaders: [string, string][] = PAGE_HEADERS.map(([name, value]) => [
    name,
    name === CSP ? pagePolicy : value,
  ]);
  return createMiddleware(async (c, next) => {
    const forwardedProto = options.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined;
    const https = forwardedProto === undefined ? c.req.url.startsWith('https:') : forwardedProto === 'https';
    const api = isApi(c.req.path);
    const set = api ? API_HEADERS : pageHeaders;
    for (const [name, value] of set) c.header(name, value);
    if (https) c.header('Strict-Transport-Security', HSTS);
    await next();
    if (c.res.headers.has(CSP)) return;
    // c.header copies the response once; the copy's headers are then Larder's own to change.
    c.header(CSP, api ? API_CONTENT_SECURITY_POLICY : pagePolicy);
    const headers = c.res.headers;
    for (const [name, value] of set) headers.set(name, value);
    if (https) headers.set('Strict-Transport-Security', HSTS);
  });
}
