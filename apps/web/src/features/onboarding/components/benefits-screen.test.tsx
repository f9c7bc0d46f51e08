import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';

afterEach(cleanup);

describe('benefits step', () => {
  it('lists what Larder does and what Pro adds, in the spec words for the free allowance', async () => {
    renderAt('/onboarding/benefits');
    await screen.findByRole('heading', { level: 1 });
    for (const benefit of [
      'Use food before it spoils',
      'Plan the week toward a goal',
      "Shop only for what's missing",
      'Cook hands-free',
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByText('The first recipe is free')).toBeTruthy();
    expect(screen.getByText('4 more recipes today after sign-up')).toBeTruthy();
    expect(screen.getByText('Unlimited recipes, every day')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/onboarding/paywall');
  });
});
