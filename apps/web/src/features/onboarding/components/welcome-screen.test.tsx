import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('welcome step', () => {
  it('says what Larder is and leads into the demo or to sign-in', async () => {
    renderAt('/onboarding/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: /cook from what's already in your fridge/i }),
    );
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/onboarding/demo');
    expect(screen.getByRole('link', { name: 'I already have an account' }).getAttribute('href')).toBe(
      '/auth?mode=signin',
    );
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('Skip sets intro_completed and goes to Today', async () => {
    const { location } = renderAt('/onboarding/welcome');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(localStorage.getItem('intro_completed')).toBe('true');
    expect(location.current.pathname).toBe('/today');
  });
});
