import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('reinforcement step', () => {
  it('gives three first steps and Start cooking ends the introduction on Today', async () => {
    const { location } = renderAt('/onboarding/reinforcement');
    await screen.findByRole('heading', { level: 1, name: "You're all set" });
    expect(screen.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'First steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    // The sample fridge is offered too, beside the empty start.
    expect(within(screen.getByRole('list', { name: 'Sample fridge' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(screen.getByRole('button', { name: 'Start with this fridge' })).toBeTruthy();
    expect(localStorage.getItem('intro_completed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(localStorage.getItem('intro_completed')).toBe('true');
    expect(location.current.pathname).toBe('/today');
  });
});
