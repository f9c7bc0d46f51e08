import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { pantryItem } from '../../../test/pantry-fixtures.ts';
import { PantryList } from './pantry-list.tsx';

const FOODS = ['apple', 'basil', 'carrot', 'dill', 'egg', 'feta', 'garlic', 'ham', 'kale', 'leek'];
const ITEMS: PantryItemView[] = FOODS.map((name, index) => ({
  ...pantryItem(`item-${index}`, name, { expiresOn: `2026-05-${String(10 + index).padStart(2, '0')}` }),
  pending: false,
}));

const scrolled = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  scrolled.mockReset();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PantryList items={ITEMS} today="2026-05-04" onEdit={() => undefined} />
    </MemoryRouter>,
  );
const row = (name: string) =>
  screen.getByRole('list', { name: 'Pantry items, expiring first' }).querySelector(`[data-name="${name}"]`);

describe('a reminder opening /today?item={id}', () => {
  it('shows the item even past the first eight, scrolls to it, focuses it and lights it for a moment', () => {
    renderAt('/today?item=item-9');
    const leek = row('leek') as HTMLElement;
    expect(leek.className).not.toContain('max-lg:hidden');
    expect(leek.className).toContain('ring-4');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(leek);
    expect(document.activeElement).toBe(within(leek).getAllByRole('button')[0]);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    act(() => vi.advanceTimersByTime(2_500));
    expect(leek.className).not.toContain('ring-4');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an item no longer in the pantry, or without one', () => {
    renderAt('/today?item=gone');
    expect(scrolled).not.toHaveBeenCalled();
    expect(row('leek')?.className).toContain('max-lg:hidden');
    expect(document.querySelector('.ring-4')).toBeNull();
  });
});
