import { AUTH_MESSAGES } from '@larder/domain/auth';
import { ApiError, NetworkError } from '../../lib/api-client.ts';

/** What an auth call was doing when it failed; each has its toast title (spec §8 "Toasts"). */
export type AuthAction =
  | 'sign-in'
  | 'sign-up'
  | 'provider'
  | 'forgot-password'
  | 'new-password'
  | 'email-confirm';

const TITLES: Record<AuthAction, string> = {
  'sign-in': 'Authentication Failed',
  'sign-up': 'Sign Up Error',
  provider: 'Authentication Error',
  'forgot-password': 'Error',
  'new-password': 'Error',
  'email-confirm': 'Email confirmation failed',
};

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please confirm your email address first. We sent you a new confirmation link.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';
export const CONFIRM_LINK_INVALID_MESSAGE =
  'This confirmation link is invalid or has expired. Sign in to get a new one.';
const EXPIRED_LINK = /invalid.?token|token.?expired/i;

const [TOO_MANY_TITLE, TOO_MANY_TEXT] = AUTH_MESSAGES.resetTooSoon.split(': ') as [string, string];

export interface AuthProblem {
  title: string;
  description: string;
  tone: 'error' | 'info';
  /** The form field the message belongs under, when it is about one. */
  field?: 'email' | 'password';
}

/** Turns a failed auth call into the toast (and field message) the spec gives for it. */
export function authProblem(error: unknown, action: AuthAction): AuthProblem {
  const problem = (description: string, field?: AuthProblem['field']): AuthProblem => ({
    title: TITLES[action],
    description,
    tone: 'error',
    ...(field ? { field } : {}),
  });
  if (error instanceof NetworkError) return { ...problem(error.message), title: 'Connection Error' };
  if (!(error instanceof ApiError))
    return problem(error instanceof Error ? error.message : 'Please try again.');
  switch (error.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { ...problem(AUTH_MESSAGES.accountExists, 'email'), title: 'Account exists' };
    case 'PASSWORD_TOO_COMMON':
      return problem(AUTH_MESSAGES.passwordTooCommon, 'password');
    case 'PASSWORD_TOO_WEAK':
      return problem(error.message, 'password');
    case 'EMAIL_NOT_VERIFIED':
      return { title: 'Check your email', description: EMAIL_NOT_VERIFIED_MESSAGE, tone: 'info' };
  }
  if (EXPIRED_LINK.test(`${error.code} ${error.message}`)) {
    if (action === 'new-password') return problem(RESET_LINK_INVALID_MESSAGE);
    if (action === 'email-confirm') return problem(CONFIRM_LINK_INVALID_MESSAGE);
  }
  if (error.status === 429 && action === 'forgot-password') {
    return { title: TOO_MANY_TITLE, description: TOO_MANY_TEXT, tone: 'error' };
  }
  return problem(error.message);
}
