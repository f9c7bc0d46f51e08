import { describe, expect, it } from 'vitest';
import { safeSitePath } from './site-path.ts';

describe('safeSitePath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/collection/abc?tab=2#top', '/collection/abc?tab=2#top'],
    ['/email-confirm?returnTo=%2Fcollections', '/email-confirm?returnTo=%2Fcollections'],
    ['/a/../today', '/today'],
    ['/', '/'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeSitePath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    42,
    '',
    'settings',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/%252F/evil.example',
    '/./%2F/evil.example',
    '/a/..//evil.example',
    '/a/../%2F/evil.example',
    '/.%2e/%2F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' /x',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    `/${'a'.repeat(2_100)}`,
  ])('refuses %j', (value) => {
    expect(safeSitePath(value)).toBeNull();
  });
});
