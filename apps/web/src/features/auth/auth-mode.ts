import { hasAuthTokenData } from '@larder/domain/navigation';

export type AuthMode = 'sign-up' | 'sign-in' | 'forgot-password' | 'set-new-password';

/** The headings of spec §2 "Auth screen". */
export const AUTH_HEADINGS: Record<AuthMode, string> = {
  'sign-up': 'Join',
  'sign-in': 'Welcome Back',
  'forgot-password': 'Reset Password',
  'set-new-password': 'Set New Password',
};

const MODE_PARAMS: Record<string, AuthMode> = {
  signup: 'sign-up',
  signin: 'sign-in',
  forgot: 'forgot-password',
};

/**
 * Which form /auth opens: recovery or access-token data in the query or hash means set-new-password,
 * `?mode=signin` sign-in, `?mode=forgot` forgot-password, anything else sign-up.
 */
export function authModeFrom(search: string, hash: string): AuthMode {
  if (hasAuthTokenData(search, hash)) return 'set-new-password';
  return MODE_PARAMS[new URLSearchParams(search).get('mode') ?? ''] ?? 'sign-up';
}

/** The query that opens a mode, keeping where to go afterwards (`returnTo`) and nothing else. */
export function authSearchFor(mode: Exclude<AuthMode, 'set-new-password'>, search: string): string {
  const params = new URLSearchParams();
  const param = Object.keys(MODE_PARAMS).find((key) => MODE_PARAMS[key] === mode);
  if (param && mode !== 'sign-up') params.set('mode', param);
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (returnTo) params.set('returnTo', returnTo);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The password-reset token of a recovery link: `?token=` (Larder's links), or in the hash. */
export function recoveryTokenFrom(search: string, hash: string): string | null {
  for (const part of [search, hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    const token = params.get('token') ?? params.get('token_hash') ?? params.get('access_token');
    if (token) return token;
  }
  return null;
}
