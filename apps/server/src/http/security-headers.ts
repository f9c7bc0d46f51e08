import { createMiddleware } from 'hono/factory';

/**
 * A strict policy: no inline or third-party scripts, nothing may frame the app. Styles allow inline
 * attributes because React and some UI primitives set element styles; scripts never do.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
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

export function securityHeaders(options: { trustProxy: boolean }) {
  return createMiddleware(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=()');
    const forwardedProto = options.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined;
    const protocol = forwardedProto ?? new URL(c.req.url).protocol.replace(':', '');
    if (protocol === 'https') c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  });
}
