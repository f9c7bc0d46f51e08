import { builtServerUrl } from '../config/env.ts';
import { nativeTokens } from './auth-token.ts';

/**
 * How the native app reaches the server (lib/api-client.ts sends through this there; the web never
 * loads it). Its pages are its own (capacitor://localhost), so it calls the server by its address
 * (`VITE_SERVER_URL`), without cookies, with the session's bearer token; and it keeps the token in step
 * with the server's answers: a new one is stored (`set-auth-token`, after a sign-in or a confirmed
 * email), and one the server no longer knows (no session for it, or signed out) is forgotten.
 */
export async function nativeFetch(url: string, init: RequestInit): Promise<Response> {
  const token = await nativeTokens.authToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${builtServerUrl}${url}`, { ...init, headers, credentials: 'omit' });
  const issued = response.headers.get('set-auth-token');
  if (issued) {
    await nativeTokens.keepAuthToken(issued);
  } else if (token && (await endsSession(url, response))) {
    // Only the token this answer was about: a sign-in meanwhile may have stored a new one.
    if ((await nativeTokens.authToken()) === token) await nativeTokens.forgetAuthToken();
  }
  return response;
}

/**
 * A sign-out the server answered (whatever it said: the cook asked to leave, and a session the server
 * could not end then is one the device no longer holds), or the server answering that this token has
 * no session.
 */
async function endsSession(url: string, response: Response): Promise<boolean> {
  if (url === '/api/auth/sign-out') return true;
  if (url !== '/api/auth/get-session' || !response.ok) return false;
  return (await response.clone().text()).trim() === 'null';
}
