import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();

const NOTE = /doesn't send email\. Your reset link will be kept on the server/;

function resetServer() {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: GUEST } },
    'POST /api/auth/request-password-reset': { body: { status: true } },
  });
}

async function askForLink(email = 'cook@example.com') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

const resetRequests = (calls: ReturnType<typeof resetServer>) =>
  calls.filter((call) => call.path === '/api/auth/request-password-reset');

describe('forgot password with a mail server', () => {
  it('promises a mail, says "Check your email" and starts the 90-second cooldown', async () => {
    const calls = resetServer();
    renderAt('/auth?mode=forgot');
    expect(await screen.findByText(/we'll send you a link/)).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
    await askForLink();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend in (90|89)s$/ })).toHaveProperty('disabled', true);
    // The toasts' code loads with the first toast (lazy-chrome.tsx).
    expect(await screen.findByText('Password reset email sent')).toBeTruthy();
    expect(resetRequests(calls).map((call) => call.body)).toEqual([
      { email: 'cook@example.com', redirectTo: '/reset-password' },
    ]);
  });
});

describe('forgot password on a server without a mail server', () => {
  it('says the link is kept on the server, still asks for it, and keeps the cooldown', async () => {
    const calls = resetServer();
    renderAt('/auth?mode=forgot', { mail: { delivered: false } });
    const form = await screen.findByRole('form', { name: 'Reset password' });
    expect(screen.queryByText(/we'll send you a link/)).toBeNull();
    const note = screen.getByText(NOTE);
    expect(note.closest('p')?.id).toBe(form.getAttribute('aria-describedby'));
    expect(note.textContent).toMatch(/ask whoever runs this Larder to find it in its mail folder/);

    await askForLink();
    expect(await screen.findByRole('heading', { name: 'Reset link kept on the server' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.queryByText('Password reset email sent')).toBeNull();
    expect(screen.getByText('Reset link requested')).toBeTruthy();
    expect(screen.getByText('cook@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend in (90|89)s$/ })).toHaveProperty('disabled', true);
    expect(resetRequests(calls)).toHaveLength(1);

    // The cooldown survives a reload, as with mail.
    cleanup();
    renderAt('/auth?mode=forgot', { mail: { delivered: false } });
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toHaveProperty('disabled', true);
  });
});
