import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';
import { DEMO_MATCHING_MS, DemoScreen } from './demo-screen.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('demo step', () => {
  it('shows a sample fridge with how long each item keeps', async () => {
    renderAt('/onboarding/demo');
    const fridge = await screen.findByRole('region', { name: 'In the fridge' });
    const items = within(fridge).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Baby spinach');
    expect(items[0]?.textContent).toContain('Tomorrow');
    expect(within(fridge).getByText('4 days')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeTruthy();
  });

  it('turns the fridge into a recipe that uses the expiring items first', async () => {
    renderAt('/onboarding/demo');
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Find a recipe' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /spinach and feta frittata/i });
    const recipe = screen.getByRole('article', { name: /spinach and feta frittata/i });
    expect(recipe.textContent).toContain('20 min');
    expect(recipe.textContent).toContain('450 kcal');
    expect(recipe.textContent).toContain('uses up the baby spinach and cherry tomatoes');
    // Focus moves once the recipe has rendered (an effect): wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Start the demo again' }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('goes back to welcome, on to benefits, or skips to Today', async () => {
    const { location } = renderAt('/onboarding/demo');
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe(
      '/onboarding/welcome',
    );
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/onboarding/benefits');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(localStorage.getItem('intro_completed')).toBe('true');
    expect(location.current.pathname).toBe('/today');
  });
});

describe('demo step timing (the journey in e2e/onboarding.spec.ts runs it in the browser)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderDemo({ reducedMotion }: { reducedMotion: boolean }) {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <MemoryRouter initialEntries={['/onboarding/demo']}>
        <DemoScreen />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find a recipe' }));
  }

  it('thinks for a moment before showing the recipe', () => {
    renderDemo({ reducedMotion: false });
    act(() => vi.advanceTimersByTime(DEMO_MATCHING_MS - 1));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finding a recipe…' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('article', { name: /spinach and feta frittata/i })).toBeTruthy();
  });

  it('with reduced motion shows the recipe at once', () => {
    renderDemo({ reducedMotion: true });
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('article', { name: /spinach and feta frittata/i })).toBeTruthy();
  });
});
