/** The native apps (Capacitor): their id in the stores and the links the OS opens in them. */
export const NATIVE_APP_ID = 'app.larder.mobile';

/**
 * The https paths the OS hands to the app instead of the browser (Android app links, iOS universal
 * links): recipe pages, shared collections, email confirmation, password reset and the sign-in return.
 * The same list is in apps/web/android's intent filter (checked by scripts/check-native.mjs).
 */
export const APP_LINK_PATHS = [
  { path: '/r/', prefix: true },
  { path: '/collection-preview/', prefix: true },
  { path: '/email-confirm', prefix: false },
  { path: '/reset-password', prefix: false },
  { path: '/oauth-callback', prefix: false },
] as const;

/** Whether a path is one the app opens itself (a link the OS handed over). */
export function isAppLinkPath(pathname: string): boolean {
  return APP_LINK_PATHS.some(({ path, prefix }) =>
    prefix ? pathname.startsWith(path) && pathname.length > path.length : pathname === path,
  );
}
