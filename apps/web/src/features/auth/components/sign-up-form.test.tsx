import { SALAD } from '@larder/domain/recipe-fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

const NO_MAIL = { mail: { delivered: false } };
const NOTE = /doesn't send email, so there is no address to confirm/;

/** A server that answers sign-up as better-auth does: signed in at once when `signsIn`, else a mail goes out. */
function signUpServer({ signsIn }: { signsIn: boolean }, extra: Parameters<typeof fakeApi>[0] = {}) {
  let account: typeof COOK | null = null;
  const calls = fakeApi({
    ...extra,
    'GET /api/auth/get-session': () => ({ body: { user: account ?? GUEST } }),
    'POST /api/auth/sign-up/email': () => {
      const created = { ...COOK, id: 'new-cook', createdAt: new Date().toISOString() };
      if (!signsIn) return { body: { token: null, user: created } };
      account = created;
      return { body: { token: 'session-token', user: created } };
    },
  });
  return calls;
}

async function fillAndCreate(email = 'cook@example.com') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tomato-42' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
}

/** The text a form is described by (its aria-describedby), as a screen reader announces it. */
function descriptionOf(form: HTMLElement): string {
  const ids = form.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('sign-up with a mail server', () => {
  it('shows no note, and ends in "Check your email" with nobody signed in', async () => {
    const calls = signUpServer({ signsIn: false });
    const { location } = renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Create your account' });
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(descriptionOf(form)).toBe('');
    await fillAndCreate();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(location.current.pathname).toBe('/auth');
    expect(calls.filter((call) => call.path === '/api/auth/sign-up/email')).toHaveLength(1);
  });
});

describe('sign-up on a server without a mail server', () => {
  it.each(['/auth', '/signup'])(
    '%s says so beside the form, and describes the form with it',
    async (path) => {
      signUpServer({ signsIn: true });
      renderAt(path, NO_MAIL);
      const form = await screen.findByRole('form', { name: 'Create your account' });
      expect(screen.getByText(NOTE)).toBeTruthy();
      expect(descriptionOf(form)).toMatch(NOTE);
    },
  );

  it('signs the new account in at once and welcomes it on Today', async () => {
    signUpServer({ signsIn: true });
    const { location } = renderAt('/auth', NO_MAIL);
    await fillAndCreate();
    expect(await screen.findByRole('button', { name: 'Dismiss welcome' })).toBeTruthy();
    expect(location.current.pathname).toBe('/today');
    // The welcome card says it; no toast repeats it.
    expect(screen.getByText('Welcome to Larder!')).toBeTruthy();
    expect(screen.queryByText('Account created')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('goes back to returnTo when a screen asked for one', async () => {
    signUpServer({ signsIn: true });
    const { location } = renderAt('/signup?returnTo=%2Fmeal-plan', NO_MAIL);
    await fillAndCreate();
    await waitFor(() => expect(location.current.pathname).toBe('/meal-plan'));
    expect(location.current.search).toBe('');
  });

  it('from the sign-up dialog, closes it and stays on the screen that opened it', async () => {
    const calls = signUpServer(
      { signsIn: true },
      { 'GET /api/recipes/salad-1': { body: { ...SALAD, saved: false } } },
    );
    const { location } = renderAt('/recipe?id=salad-1', NO_MAIL);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Free Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(dialog.textContent).toMatch(NOTE);
    await fillAndCreate();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Account created')).toBeTruthy();
    expect(location.current).toMatchObject({ pathname: '/recipe', search: '?id=salad-1' });
    expect(screen.getByRole('heading', { level: 1, name: SALAD.title })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/sign-up/email')).toHaveLength(1);
  });

  it('a server that still asks for confirmation is believed: "Check your email"', async () => {
    // The note comes from the configuration this device saw last; what happens, from the server's answer.
    signUpServer({ signsIn: false });
    renderAt('/auth', NO_MAIL);
    await fillAndCreate();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });
});
