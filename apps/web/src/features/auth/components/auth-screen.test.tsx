import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

const guestServer = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/auth/get-session': { body: { user: GUEST } }, ...extra });

describe('/auth', () => {
  it.each([
    ['/auth', 'Join', 'Create Your Account'],
    ['/auth?mode=signin', 'Welcome Back', 'Sign In to Continue'],
    ['/auth?mode=forgot', 'Reset Password', 'Send Reset Link'],
    ['/auth?token=abc&type=recovery', 'Set New Password', 'Update Password'],
  ])('%s opens "%s"', async (path, heading, submit) => {
    guestServer();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: submit })).toBeTruthy();
  });

  it('offers Google only when the server has it, and Apple only in the native iOS app', async () => {
    guestServer();
    renderAt('/auth', { auth: { google: true, apple: true } });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('shows the first failing rule under its field and as a Validation Error toast', async () => {
    guestServer();
    renderAt('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Your Account' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Email is required');
    expect(document.activeElement).toBe(email);
    // The toasts' code loads with the first toast (lazy-chrome.tsx).
    expect(await screen.findByText('Validation Error')).toBeTruthy();
  });

  it('an address already registered says to sign in instead, under the email field', async () => {
    guestServer({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: {
          code: 'USER_ALREADY_EXISTS',
          message: 'This email is already registered. Try signing in instead.',
        },
      },
    });
    renderAt('/auth');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tomato-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(await screen.findByText('Account exists')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This email is already registered. Try signing in instead.',
    );
  });

  it('signing up ends in "Check your email"', async () => {
    const calls = guestServer({
      'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'new-cook' } } },
    });
    renderAt('/auth');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' cook@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tomato-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toMatchObject({
      email: 'cook@example.com',
      callbackURL: '/email-confirm',
    });
  });

  it('a wrong password is "Authentication Failed" with the server message', async () => {
    guestServer({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderAt('/auth?mode=signin');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(await screen.findByText('Authentication Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });

  it('signing in says "Welcome back!" and returns to returnTo (same-origin paths only)', async () => {
    let signedIn = false;
    fakeApi({
      'GET /api/auth/get-session': () => ({ body: { user: signedIn ? COOK : GUEST } }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: COOK } };
      },
    });
    const { location } = renderAt('/auth?mode=signin&returnTo=%2Fmeal-plan');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tomato-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    await waitFor(() => expect(location.current.pathname).toBe('/meal-plan'));
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    cleanup();
    const elsewhere = renderAt('/auth?mode=signin&returnTo=%2F%2Fevil.example');
    await waitFor(() => expect(elsewhere.location.current.pathname).toBe('/today'));
  });
});
