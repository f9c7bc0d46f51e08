import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, TEST_CONFIG } from '../../../test/render-at.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const choose = (plan: string) => screen.getByRole('button', { name: `Choose ${plan}` }) as HTMLButtonElement;

describe('paywall step', () => {
  it('shows both Pro plans with the server prices, the yearly saving computed', async () => {
    renderAt('/onboarding/paywall');
    await screen.findByRole('heading', { level: 1, name: /larder pro/i });
    expect(screen.getByText('€9.99')).toBeTruthy();
    expect(screen.getByText('€99.99')).toBeTruthy();
    expect(screen.getByText('€8.33 a month, billed yearly')).toBeTruthy();
    expect(screen.getByText('Save €19.89 a year compared with monthly')).toBeTruthy();
    expect(screen.getByText('Save 16%')).toBeTruthy();
    // Remembered by an effect, which may run after the screen is shown.
    await waitFor(() => expect(localStorage.getItem('hasSeenOnboardingPro')).toBe('true'));
  });

  it('disables the plans with an honest note when this server does not sell Pro', async () => {
    renderAt('/onboarding/paywall');
    await screen.findByRole('heading', { level: 1 });
    expect(choose('yearly').disabled).toBe(true);
    expect(choose('monthly').disabled).toBe(true);
    expect(screen.getByText('Pro is not sold on this server.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue free' }).getAttribute('href')).toBe(
      '/onboarding/reinforcement',
    );
  });

  it('enables the plans when Pro is purchasable', async () => {
    renderAt('/onboarding/paywall', { pro: { ...TEST_CONFIG.pro, purchasable: true, monthlyPrice: '4.50' } });
    await screen.findByRole('heading', { level: 1 });
    expect(choose('yearly').disabled).toBe(false);
    expect(screen.getByText('€4.50')).toBeTruthy();
    expect(screen.queryByText('Pro is not sold on this server.')).toBeNull();
  });
});
