import { COOKIE_BANNER_DELAY_MS } from '@larder/domain/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  delete (window as unknown as { Capacitor?: object }).Capacitor;
  window.history.replaceState(null, '');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CookieBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('cookie banner (the journeys in e2e/prompts.spec.ts show it in the browser)', () => {
  it('appears 1 s after a first visit, not before', () => {
    renderAt('/pricing');
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
  });

  it.each([
    ['Accept', 'accepted'],
    ['Necessary only', 'dismissed'],
    ['Dismiss cookie notice', 'dismissed'],
  ])('%s hides it and remembers "%s"', (button, answer) => {
    renderAt('/pricing');
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie_consent_dismissed')).toBe(answer);
  });

  it('does not come back once answered', () => {
    localStorage.setItem('cookie_consent_dismissed', 'accepted');
    renderAt('/pricing');
    act(() => vi.advanceTimersByTime(10 * COOKIE_BANNER_DELAY_MS));
    expect(banner()).toBeNull();
  });

  it('in the native app shows only on the screen it opened on (where `/` forwards), not after a move', () => {
    (window as unknown as { Capacitor: object }).Capacitor = { isNativePlatform: () => true };
    window.history.replaceState({ idx: 1 }, '');
    renderAt('/pricing');
    act(() => vi.advanceTimersByTime(10 * COOKIE_BANNER_DELAY_MS));
    expect(banner()).toBeNull();
    cleanup();
    window.history.replaceState({ idx: 0 }, '');
    renderAt('/onboarding/welcome');
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(banner()).not.toBeNull();
  });
});
