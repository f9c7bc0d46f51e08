import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './auth-emails.ts';

const verify = (callbackURL: string) =>
  `http://localhost:8080/api/auth/verify-email?token=t&callbackURL=${encodeURIComponent(callbackURL)}`;

describe('where a confirmation link returns to', () => {
  it.each([
    ['/email-confirm?returnTo=%2Fcollections', '/collections'],
    ['/email-confirm', undefined],
    ['/settings', '/settings'],
    ['/', undefined],
    ['//evil.example/x', undefined],
    ['https://evil.example/x', undefined],
    ['/email-confirm?returnTo=%2F%2Fevil.example', undefined],
    ['/email-confirm?returnTo=%2Fa%2F..%2F%2Fevil.example', undefined],
    ['/./%2F/evil.example', undefined],
  ])('callbackURL %s → %s', (callback, expected) => {
    expect(returnPathFrom(verify(callback))).toBe(expected);
  });

  it('ignores a URL without a callback, or not a URL at all', () => {
    expect(returnPathFrom('http://localhost:8080/api/auth/verify-email?token=t')).toBeUndefined();
    expect(returnPathFrom('not a url')).toBeUndefined();
  });
});
