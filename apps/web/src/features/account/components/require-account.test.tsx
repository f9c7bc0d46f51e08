import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession, resetSession } from '../../../lib/session.ts';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

const asGuest = (isPro = false) =>
  fakeApi({
    'GET /api/auth/get-session': { body: { user: GUEST } },
    'GET /api/me': { body: { user: GUEST, hasRecipes: false, isPro } },
  });
const asCook = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } }, ...extra });

describe('protected routes', () => {
  it.each([
    ['/collections', 'Save Your Recipes'],
    ['/profile', 'Create Your Profile'],
  ])('%s shows an anonymous visitor the "%s" prompt', async (path, title) => {
    asGuest();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?mode=signin&returnTo=${encodeURIComponent(path)}`,
    );
    expect(screen.getByRole('link', { name: 'Not Now' }).getAttribute('href')).toBe('/today');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('"Create Free Account" opens a modal sign-up that Escape closes, giving focus back', async () => {
    asGuest();
    renderAt('/collections');
    const open = await screen.findByRole('button', { name: 'Create Free Account' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('Tab wraps around inside the dialog', async () => {
    asGuest();
    renderAt('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Free Account' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('an anonymous cook who owns Pro is urged to create an account', async () => {
    asGuest(true);
    renderAt('/collections');
    expect(await screen.findByRole('dialog', { name: "You're Pro" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['/settings', '/meal-plan', '/admin', '/collection/abc'])(
    '%s sends someone who never signed in here to sign up first, and back',
    async (path) => {
      asGuest();
      const { location } = renderAt(path);
      await waitFor(() => expect(location.current.pathname).toBe('/auth'));
      expect(location.current.search).toBe(`?returnTo=${encodeURIComponent(path)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Join' })).toBeTruthy();
    },
  );

  it('sends a cook who signed in on this device before to sign in, and offers them Sign In first', async () => {
    localStorage.setItem('larder_signed_in_before', 'true');
    asGuest();
    const { location } = renderAt('/settings');
    await waitFor(() => expect(location.current.pathname).toBe('/auth'));
    expect(location.current.search).toBe(`?mode=signin&returnTo=${encodeURIComponent('/settings')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    cleanup();
    renderAt('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Profile' });
    const actions = [...document.querySelectorAll('a, button')].map((node) => node.textContent);
    expect(actions.indexOf('Sign In')).toBeLessThan(actions.indexOf('Create Free Account'));
  });

  it('offers someone new Create Free Account before Sign In', async () => {
    asGuest();
    renderAt('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Profile' });
    const names = [...document.querySelectorAll('a, button')].map((node) => node.textContent);
    expect(names.indexOf('Create Free Account')).toBeLessThan(names.indexOf('Sign In'));
  });

  it('remembers a signed-in account on this device, and not an anonymous session', async () => {
    asGuest();
    renderAt('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Profile' });
    expect(localStorage.getItem('larder_signed_in_before')).toBeNull();
    cleanup();
    await resetSession();
    asCook();
    renderAt('/today');
    await waitFor(() => expect(localStorage.getItem('larder_signed_in_before')).toBe('true'));
  });

  it('a signed-in cook sees the screen; admin refuses a normal user', async () => {
    asCook({
      'GET /api/admin/overview': { status: 403, body: { error: { code: 'forbidden', message: 'x' } } },
    });
    renderAt('/admin');
    expect(await screen.findByText("You don't have access to the admin area.")).toBeTruthy();
  });

  it('when the session ends, a returning cook goes to /auth and a new one to the welcome', async () => {
    asCook();
    localStorage.setItem('intro_completed', 'true');
    const returning = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    act(() => endSession());
    await waitFor(() => expect(returning.location.current.pathname).toBe('/auth'));
    expect(returning.location.current.search).toBe('?mode=signin');
    cleanup();
    localStorage.clear();
    resetSession();
    asCook();
    const first = renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    act(() => endSession());
    await waitFor(() => expect(first.location.current.pathname).toBe('/onboarding/welcome'));
  });
});
