import { describe, expect, it } from 'vitest';
import { activeTab, hasAuthTokenData, showsFooter, showsTabBar } from './navigation.ts';

describe('tab bar', () => {
  it.each([
    '/auth',
    '/auth/x',
    '/onboarding/welcome',
    '/onboarding/paywall',
    '/plan/wizard',
    '/plan/wizard/step',
  ])('is hidden on %s', (path) => expect(showsTabBar(path)).toBe(false));
  it.each([
    '/',
    '/today',
    '/plan',
    '/collections',
    '/profile',
    '/recipe',
    '/authors',
    '/planner',
    '/legal/terms',
  ])('shows on %s', (path) => expect(showsTabBar(path)).toBe(true));
});

describe('footer', () => {
  it.each([
    '/',
    '/auth',
    '/signup',
    '/today',
    '/collections',
    '/profile',
    '/plan',
    '/onboarding/welcome',
    '/onboarding/demo',
    '/today/',
  ])('is hidden on %s', (path) => expect(showsFooter(path)).toBe(false));
  it.each([
    '/pricing',
    '/legal/privacy',
    '/legal/terms',
    '/recipe',
    '/plan/wizard',
    '/meal-plan',
    '/settings',
    '/collection/abc',
    '/nope',
  ])('shows on %s', (path) => expect(showsFooter(path)).toBe(true));
});

describe('active tab', () => {
  it.each([
    ['/today', '/today'],
    ['/plan', '/plan'],
    ['/meal-plan', '/plan'],
    ['/collection/abc', '/collections'],
    ['/collections', '/collections'],
    ['/settings', '/profile'],
    ['/pricing', null],
  ])('%s → %s', (path, tab) => expect(activeTab(path)).toBe(tab));
});

describe('recovery and access-token data in a URL', () => {
  it.each([
    ['?type=recovery', ''],
    ['', '#access_token=abc&refresh_token=def&type=recovery'],
    ['?token=abc123', ''],
    ['?code=xyz', ''],
    ['', '#token_hash=h'],
  ])('is found in %s %s', (search, hash) => expect(hasAuthTokenData(search, hash)).toBe(true));
  it.each([
    ['', ''],
    ['?mode=signin', ''],
    ['?type=signup', '#section-2'],
  ])('is not found in %s %s', (search, hash) => expect(hasAuthTokenData(search, hash)).toBe(false));
});
