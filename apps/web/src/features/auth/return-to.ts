const BASE = 'https://larder.invalid';

/**
 * Where to go after signing in, from `?returnTo=`: only a path on this site ("/…", never "//…" or a
 * full address, so a crafted link cannot send a cook elsewhere), and never back to the auth screens.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (['/auth', '/signup'].some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth?mode=signin&returnTo=${encodeURIComponent(path)}`;
}
