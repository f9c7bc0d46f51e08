/** Which frame a path gets (spec §2 "Navigation and layout"). */

export const TABS = [
  { path: '/today', label: 'Today' },
  { path: '/plan', label: 'Plan' },
  { path: '/collections', label: 'Collections' },
  { path: '/profile', label: 'Profile' },
] as const;

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The tab bar is hidden on paths that start with /auth, /onboarding or /plan/wizard. */
export function showsTabBar(path: string): boolean {
  return !['/auth', '/onboarding', '/plan/wizard'].some((prefix) => startsWithSegment(path, prefix));
}

const NO_FOOTER = new Set(['/', '/auth', '/signup', '/today', '/collections', '/profile', '/plan']);

/** The footer shows everywhere except those pages and the onboarding steps. */
export function showsFooter(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !NO_FOOTER.has(normalised) && !startsWithSegment(normalised, '/onboarding');
}

/** The tab a path belongs to, for marking it active (e.g. /plan/wizard is not, /collection/x is Collections). */
export function activeTab(path: string): (typeof TABS)[number]['path'] | null {
  if (startsWithSegment(path, '/collection') || startsWithSegment(path, '/collection-preview'))
    return '/collections';
  if (startsWithSegment(path, '/meal-plan')) return '/plan';
  if (startsWithSegment(path, '/settings')) return '/profile';
  if (startsWithSegment(path, '/recipe')) return '/today';
  return TABS.find((tab) => startsWithSegment(path, tab.path))?.path ?? null;
}

const AUTH_TOKEN_KEYS = ['access_token', 'refresh_token', 'token_hash', 'token', 'code'];

/**
 * True when a URL's query or hash carries password-recovery or access-token data (spec §2): such a URL
 * belongs to /auth, whatever path it arrived on.
 */
export function hasAuthTokenData(search: string, hash: string): boolean {
  return [search, hash].some((part) => {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    return params.get('type') === 'recovery' || AUTH_TOKEN_KEYS.some((key) => params.has(key));
  });
}
