/**
 * The native app's session: better-auth's bearer token (the server's `set-auth-token` answer header),
 * kept in the platform's secure storage (Keychain, Android Keystore) and never in localStorage. The web
 * app never loads this file: its session is the server's httpOnly cookie.
 */
const KEY = 'larder.session-token';

let known: Promise<string | null> | null = null;

const secureStore = async () => (await import('../platform/index.ts')).platform().secureStore;

/** The stored token, read once and then kept in memory; null when there is none or storage failed. */
function authToken(): Promise<string | null> {
  known ??= secureStore()
    .then((store) => store.get(KEY))
    .catch(() => null);
  return known;
}

/** Reads the token from secure storage again (spec §4: on app resume the session is restored from it). */
function reloadAuthToken(): Promise<string | null> {
  known = null;
  return authToken();
}

/** Keeps the token the server just gave (a sign-in, a confirmed email, a refreshed session). */
async function keepAuthToken(token: string): Promise<void> {
  if ((await authToken()) === token) return;
  known = Promise.resolve(token);
  await secureStore()
    .then((store) => store.set(KEY, token))
    .catch(() => undefined);
}

/** Forgets the token (signed out, the server no longer knows it). */
async function forgetAuthToken(): Promise<void> {
  known = Promise.resolve(null);
  await secureStore()
    .then((store) => store.remove(KEY))
    .catch(() => undefined);
}

/** One object, so the app shell's lazy `import()` of this file needs no module namespace. */
export const nativeTokens = { authToken, reloadAuthToken, keepAuthToken, forgetAuthToken };
