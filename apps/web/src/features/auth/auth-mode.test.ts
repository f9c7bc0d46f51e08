import { describe, expect, it } from 'vitest';
import { AUTH_HEADINGS, authModeFrom, authSearchFor, recoveryTokenFrom } from './auth-mode.ts';

describe('auth mode from the URL', () => {
  it.each([
    ['', '', 'sign-up'],
    ['?mode=signup', '', 'sign-up'],
    ['?mode=signin', '', 'sign-in'],
    ['?mode=signin&returnTo=%2Fsettings', '', 'sign-in'],
    ['?mode=forgot', '', 'forgot-password'],
    ['?mode=nonsense', '', 'sign-up'],
    ['?token=abc', '', 'set-new-password'],
    ['?token=abc&type=recovery', '', 'set-new-password'],
    ['?mode=signin&type=recovery', '', 'set-new-password'],
    ['', '#access_token=abc&type=recovery', 'set-new-password'],
    ['?error=access_denied', '', 'sign-up'],
  ])('%s %s opens %s', (search, hash, mode) => {
    expect(authModeFrom(search, hash)).toBe(mode);
  });

  it('names each mode with the spec heading', () => {
    expect(Object.values(AUTH_HEADINGS)).toEqual([
      'Join',
      'Welcome Back',
      'Reset Password',
      'Set New Password',
    ]);
  });

  it('switching mode keeps returnTo and drops everything else', () => {
    const search = '?mode=signin&returnTo=%2Fsettings&token=x';
    expect(authSearchFor('sign-up', search)).toBe('?returnTo=%2Fsettings');
    expect(authSearchFor('forgot-password', search)).toBe('?mode=forgot&returnTo=%2Fsettings');
    expect(authSearchFor('sign-in', '')).toBe('?mode=signin');
  });

  it('finds the reset token in the query or the hash', () => {
    expect(recoveryTokenFrom('?token=abc&type=recovery', '')).toBe('abc');
    expect(recoveryTokenFrom('', '#access_token=xyz')).toBe('xyz');
    expect(recoveryTokenFrom('?type=recovery', '')).toBeNull();
  });
});
