import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-at.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Spec §2's route list, written out here on purpose rather than imported from the router.
const SPEC_ROUTES = [
  '/auth',
  '/signup',
  '/email-confirm',
  '/reset-password',
  '/oauth-callback',
  '/pricing',
  '/legal/privacy',
  '/legal/terms',
  '/app-icons',
  '/onboarding/welcome',
  '/onboarding/demo',
  '/onboarding/benefits',
  '/onboarding/paywall',
  '/onboarding/reinforcement',
  '/today',
  '/plan',
  '/plan/wizard',
  '/recipe',
  '/collections',
  '/collection/abc123',
  '/collection-preview/abc123',
  '/profile',
  '/meal-plan',
  '/settings',
  '/admin',
  '/ios',
];

describe('router', () => {
  it.each(SPEC_ROUTES)('registers %s (it does not fall through to not-found)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });

  it('sends / to the onboarding welcome on a first visit, and to Today once onboarding was seen', async () => {
    const first = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(first.location.current.pathname).toBe('/onboarding/welcome');
    cleanup();
    localStorage.setItem('intro_completed', 'true');
    const returning = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(returning.location.current.pathname).toBe('/today');
  });

  it('sends /index to /', async () => {
    localStorage.setItem('intro_completed', 'true');
    const { location } = renderAt('/index');
    await screen.findByRole('heading', { level: 1 });
    expect(location.current.pathname).toBe('/today');
  });

  it('sends any other path to the not-found page with a home button', async () => {
    renderAt('/definitely/not/a/route');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it.each(['/iap-debug', '/apple-signin-debug', '/debug/crash'])(
    '%s is a not-found page unless debug screens are on',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    },
  );

  it.each([
    ['/iap-debug', 'In-app purchase debug'],
    ['/apple-signin-debug', 'Apple sign-in debug'],
  ])('%s shows its screen when debug screens are on', async (path, title) => {
    renderAt(path, { debugScreens: true });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('forwards recovery data on an unknown path to /auth with the same query and hash', async () => {
    const { location } = renderAt('/wrong/place?type=recovery#access_token=abc');
    await screen.findByRole('heading', { level: 1 });
    expect(location.current).toMatchObject({
      pathname: '/auth',
      search: '?type=recovery',
      hash: '#access_token=abc',
    });
  });
});
