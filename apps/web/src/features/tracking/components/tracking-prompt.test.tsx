import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveNativeApp, simulateNativeApp } from '../../../test/native-app.ts';
import { TrackingPrompt } from './tracking-prompt.tsx';

type Status = 'authorized' | 'denied' | 'notDetermined' | 'restricted';

/** capacitor-plugin-app-tracking-transparency, as the platform imports it: each test sets what iOS answers. */
const ios = vi.hoisted(() => ({
  status: 'notDetermined' as Status,
  answer: 'authorized' as Status,
  getStatus: vi.fn(),
  requestPermission: vi.fn(),
}));
vi.mock('capacitor-plugin-app-tracking-transparency', () => ({
  AppTrackingTransparency: {
    getStatus: ios.getStatus.mockImplementation(async () => ({ status: ios.status })),
    requestPermission: ios.requestPermission.mockImplementation(async () => ({ status: ios.answer })),
  },
}));

function runningOn(os: 'ios' | 'android' | 'web') {
  if (os === 'web') leaveNativeApp();
  else simulateNativeApp(os);
}

afterEach(() => {
  cleanup();
  leaveNativeApp();
  localStorage.clear();
  ios.status = 'notDetermined';
  ios.answer = 'authorized';
  vi.clearAllMocks();
});

async function openPrompt() {
  runningOn('ios');
  render(<TrackingPrompt />);
  return screen.findByRole('dialog', { name: 'Help us know which ads work' });
}

describe('tracking prompt (spec §4)', () => {
  it('says plainly what is shared and why, with focus inside on Allow', async () => {
    const dialog = await openPrompt();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Larder can tell Meta when you sign up or buy Pro after seeing one of its ads, so we know which ads work. We never share what you cook or keep in your fridge.',
    );
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const allow = screen.getByRole('button', { name: 'Allow' });
    // The dialog takes focus in an effect, which may run just after it is on screen.
    await waitFor(() => expect(document.activeElement).toBe(allow));
    // Focus stays inside: Tab from the last control (Close) comes back to Allow; Shift+Tab goes round.
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(allow);
    fireEvent.keyDown(allow, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    screen.getByRole('button', { name: 'Ask App Not to Track' });
  });

  it.each([
    ['authorized', 'granted'],
    ['denied', 'denied'],
    ['restricted', 'denied'],
  ] as const)('Allow keeps granted, asks iOS, then keeps its answer (%s: %s)', async (answer, kept) => {
    ios.answer = answer;
    let answerIos: () => void = () => undefined;
    ios.requestPermission.mockImplementationOnce(
      () => new Promise((resolve) => (answerIos = () => resolve({ status: ios.answer }))),
    );
    await openPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(localStorage.getItem('att_permission')).toBe('granted');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(ios.requestPermission).toHaveBeenCalledOnce());
    await act(async () => answerIos());
    expect(localStorage.getItem('att_permission')).toBe(kept);
  });

  it('Ask App Not to Track keeps dismissed, and iOS is not asked', async () => {
    await openPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Ask App Not to Track' }));
    expect(localStorage.getItem('att_permission')).toBe('dismissed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ios.requestPermission).not.toHaveBeenCalled();
  });

  it('closing keeps dismissed: the close button, or Escape', async () => {
    await openPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('att_permission')).toBe('dismissed');
    expect(screen.queryByRole('dialog')).toBeNull();

    localStorage.clear();
    const dialog = await openPrompt();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(localStorage.getItem('att_permission')).toBe('dismissed');
    expect(ios.requestPermission).not.toHaveBeenCalled();
  });

  it.each(['web', 'android'] as const)('never shows on %s, nor asks for a status', async (os) => {
    runningOn(os);
    const { container } = render(<TrackingPrompt />);
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ios.getStatus).not.toHaveBeenCalled();
  });

  it.each(['granted', 'denied', 'dismissed'])('does not show once %s is kept', async (kept) => {
    localStorage.setItem('att_permission', kept);
    runningOn('ios');
    render(<TrackingPrompt />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ios.getStatus).not.toHaveBeenCalled();
  });

  it.each([
    ['notDetermined', true],
    ['authorized', false],
    ['denied', false],
    ['restricted', false],
  ] as const)('once iOS says %s, the question shows: %s', async (status, shows) => {
    ios.status = status;
    runningOn('ios');
    render(<TrackingPrompt />);
    await waitFor(() => expect(ios.getStatus).toHaveBeenCalled());
    // The same wait for every status: iOS's answer lands and React draws what follows from it (the
    // not-determined row shows this wait is long enough for the question to appear).
    await act(async () => {
      await ios.getStatus.mock.results[0]?.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog') !== null).toBe(shows);
    expect(localStorage.getItem('att_permission')).toBeNull();
  });
});
