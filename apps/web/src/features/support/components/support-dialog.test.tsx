import { SUPPORT_MESSAGES } from '@larder/domain/support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionState, resetSession } from '../../../lib/session.ts';
import { COOK, GUEST } from '../../../test/fake-api.ts';
import { clearToasts, openToasts, renderSupport, serveSupport } from '../render-support.tsx';
import { forgetAllDrafts } from '../use-draft.ts';

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  forgetAllDrafts();
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillContact() {
  type('Subject', '  Missing recipe  ');
  type('Category', 'recipes');
  type('Message', 'The lasagne recipe is gone from my saved list.');
  fireEvent.click(screen.getByRole('radio', { name: 'High' }));
}

describe('who may write to support', () => {
  it.each([
    ['an anonymous visitor', GUEST, 'anonymous'],
    ['a signed-out visitor', null, 'signed-out'],
  ])('%s sees a sign-in prompt instead of the forms, and More help still works', async (_, user, status) => {
    serveSupport(user);
    const { onClose } = renderSupport({ path: '/recipe?id=salad-1' });
    await waitFor(() => expect(getSessionState().status).toBe(status));
    const contact = within(screen.getByRole('tabpanel', { name: 'Contact us' }));
    expect(contact.getByText('Sign in to contact support')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(contact.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?mode=signin&returnTo=%2Frecipe%3Fid%3Dsalad-1',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Report a bug' }));
    expect(screen.queryByRole('button', { name: 'Send bug report' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'More help' }));
    expect(screen.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe('mailto:help@larder.test');
    fireEvent.click(screen.getByRole('tab', { name: 'Contact us' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the tabs', () => {
  it('move with the arrow keys, Home and End, and start on the tab asked for', async () => {
    serveSupport(COOK);
    renderSupport({ initialTab: 'help' });
    const help = screen.getByRole('tab', { name: 'More help' });
    expect(help.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(help);
    fireEvent.keyDown(help, { key: 'ArrowRight' });
    const contact = screen.getByRole('tab', { name: 'Contact us' });
    expect(document.activeElement).toBe(contact);
    expect(screen.getByRole('tabpanel', { name: 'Contact us' })).toBeTruthy();
    fireEvent.keyDown(contact, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(help);
    fireEvent.keyDown(help, { key: 'Home' });
    fireEvent.keyDown(contact, { key: 'End' });
    expect(document.activeElement).toBe(help);
    expect(screen.getByRole('tab', { name: 'Report a bug' }).tabIndex).toBe(-1);
  });
});

describe('Contact us', () => {
  it('shows the first broken rule as a Validation Error, focuses its field and sends nothing', async () => {
    const sent = serveSupport(COOK);
    renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    type('Subject', '  ab  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(openToasts()).toContain('Validation Error'));
    expect(openToasts()).toContain(SUPPORT_MESSAGES.subjectShort);
    expect(document.activeElement).toBe(field('Subject'));
    type('Subject', 'Missing recipe');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(openToasts()).toContain(SUPPORT_MESSAGES.category));
    expect(document.activeElement).toBe(field('Category'));
    expect(sent).toHaveLength(0);
  });

  it('counts the message as it is typed', async () => {
    serveSupport(COOK);
    renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    expect(screen.getByText('0 / 2000')).toBeTruthy();
    type('Message', 'Hello there');
    expect(screen.getByText('11 / 2000')).toBeTruthy();
  });

  it('sends the trimmed values with who is asking, then says so, clears and closes', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const sent = serveSupport(COOK, () => new Promise((resolve) => (answer = resolve)));
    const { onClose } = renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(sent[0]))).toEqual({
      type: 'contact',
      userEmail: COOK.email,
      userId: COOK.id,
      subject: 'Missing recipe',
      category: 'recipes',
      message: 'The lasagne recipe is gone from my saved list.',
      priority: 'high',
    });
    answer({ status: 201, body: { id: 'r1', type: 'contact', attachments: [] } });
    await waitFor(() => expect(openToasts()).toContain('Support request sent'));
    expect(openToasts()).toContain("We'll get back to you within 24-48 hours.");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a draft when the dialog is closed by mistake, and opens with it again', async () => {
    serveSupport(COOK, () => ({ status: 201, body: { id: 'r1', type: 'contact', attachments: [] } }));
    renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    type('Subject', 'Half-written question');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    expect(field('Subject').value).toBe('Half-written question');
  });

  it('keeps every field when the server refuses, and shows its message', async () => {
    serveSupport(COOK, () => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Slow down' } },
    }));
    renderSupport();
    await screen.findByRole('button', { name: 'Send message' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(openToasts()).toContain('Failed to send support request'));
    expect(openToasts()).toContain('Slow down');
    expect(field('Subject').value).toBe('  Missing recipe  ');
    expect(field('Category').value).toBe('recipes');
    expect(field('Message').value).toBe('The lasagne recipe is gone from my saved list.');
    expect((screen.getByRole('radio', { name: 'High' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});

describe('More help', () => {
  it('offers only the methods with a link, external ones in a new tab', async () => {
    serveSupport(COOK);
    renderSupport({
      initialTab: 'help',
      config: { support: { liveChatUrl: 'https://chat.larder.test', helpCenterUrl: null } },
    });
    const panel = screen.getByRole('tabpanel', { name: 'More help' });
    const chat = within(panel).getByRole('link', { name: /Live chat/ });
    expect(chat.getAttribute('href')).toBe('https://chat.larder.test');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(panel).getByText('Mon-Fri 9-5 PST')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /Email/ }).getAttribute('target')).toBeNull();
    expect(within(panel).queryByText('Help centre')).toBeNull();
  });

  it('copes with a cached configuration from before support links, and closes on a legal link', async () => {
    serveSupport(COOK);
    const { onClose } = renderSupport({ initialTab: 'help', config: { support: undefined } });
    expect(screen.queryByText('Live chat')).toBeNull();
    expect(screen.getByText('We reply within 24-48 hours')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
