import { SALAD } from '@larder/domain/recipe-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SuggestionCard } from './suggestion-card.tsx';

afterEach(cleanup);

const showCard = (recipe: typeof SALAD) =>
  render(
    <MemoryRouter>
      <SuggestionCard recipe={recipe} pantry={[]} />
    </MemoryRouter>,
  );

describe('SuggestionCard', () => {
  it('says why a dish that misses the goal is shown, in words inside the card', () => {
    showCard({ ...SALAD, minutes: 24, goalNote: '24 min, a little over 20' });
    const note = screen.getByText('24 min, a little over 20');
    expect(screen.getByRole('article').contains(note)).toBe(true);
    expect(note.tagName).toBe('P');
  });

  it('shows no such note for a dish that meets the goal', () => {
    showCard(SALAD);
    expect(screen.getByRole('article').textContent).not.toMatch(/a little (over|under)/);
  });
});
