import { safeSitePath } from '@larder/domain/site-path';

/**
 * Where to go after signing in, from `?returnTo=`: only a path on this site (safeSitePath: never "//…",
 * "/\\…", an encoded or dot-segment form of them, or a full address, so a crafted link cannot send a cook
 * elsewhere), and never back to the auth screens.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  const path = safeSitePath(value);
  if (!path) return null;
  const { pathname } = new URL(path, 'https://larder.invalid');
  if (['/auth', '/signup'].some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return path;
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth?mode=signin&returnTo=${encodeURIComponent(path)}`;
}
