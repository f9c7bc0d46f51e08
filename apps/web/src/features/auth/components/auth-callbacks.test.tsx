import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

describe('/email-confirm', () => {
  it.each([
    [false, '/today', '?welcome=true'],
    [true, '/today', ''],
  ])('with recipes: %s → %s%s', async (hasRecipes, pathname, search) => {
    let confirmed = false;
    const calls = fakeApi({
      'GET /api/auth/get-session': () => ({ body: { user: confirmed ? COOK : GUEST } }),
      'GET /api/auth/verify-email': () => {
        confirmed = true;
        return { body: { status: true } };
      },
      'GET /api/me': { body: { user: COOK, hasRecipes, isPro: false } },
    });
    const { location } = renderAt(`/email-confirm?token=token-${hasRecipes}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your email' })).toBeTruthy();
    await waitFor(() => expect(location.current.pathname).toBe(pathname));
    expect(location.current.search).toBe(search);
    expect(calls.filter((call) => call.path === '/api/auth/verify-email')).toHaveLength(1);
  });

  it('a failed confirmation goes to /auth with an error toast', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/auth/verify-email': {
        status: 401,
        body: { code: 'INVALID_TOKEN', message: 'invalid_token' },
      },
    });
    const { location } = renderAt('/email-confirm?token=expired');
    await waitFor(() => expect(location.current.pathname).toBe('/auth'));
    expect(await screen.findByText('Email confirmation failed')).toBeTruthy();
  });
});

describe('/oauth-callback', () => {
  it('an account created within 30 seconds goes to the welcome', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: { ...COOK, createdAt: new Date().toISOString() } } },
    });
    const { location } = renderAt('/oauth-callback');
    await waitFor(() => expect(location.current.search).toBe('?welcome=true'));
    expect(location.current.pathname).toBe('/today');
  });

  it('a returning account goes to Today with "Welcome back!"', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } } });
    const { location } = renderAt('/oauth-callback');
    await waitFor(() => expect(location.current.pathname).toBe('/today'));
    expect(location.current.search).toBe('');
    expect(screen.getByText('Welcome back!')).toBeTruthy();
  });
});

describe('signed-in rules', () => {
  it('a signed-in cook on the welcome or /auth goes to Today', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } } });
    const welcome = renderAt('/onboarding/welcome');
    await waitFor(() => expect(welcome.location.current.pathname).toBe('/today'));
    cleanup();
    const auth = renderAt('/auth');
    await waitFor(() => expect(auth.location.current.pathname).toBe('/today'));
  });

  it('/reset-password forwards its token to Set New Password', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: GUEST } } });
    const { location } = renderAt('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set New Password' })).toBeTruthy();
    expect(location.current).toMatchObject({ pathname: '/auth', search: '?token=abc' });
  });
});
