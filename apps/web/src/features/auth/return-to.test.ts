import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPathFor } from './return-to.ts';

describe('returnTo', () => {
  it.each([
    ['/settings', '/settings'],
    ['/collection/abc?tab=2#top', '/collection/abc?tab=2#top'],
    ['/today', '/today'],
  ])('accepts the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'settings',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth?mode=signin',
    '/signup',
  ])('refuses %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/settings')).toBe('/auth?mode=signin&returnTo=%2Fsettings');
    expect(safeReturnTo(new URLSearchParams(signInPathFor('/a?b=1').split('?')[1]).get('returnTo'))).toBe(
      '/a?b=1',
    );
  });
});
